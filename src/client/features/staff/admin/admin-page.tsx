import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../session/session-context';
import { usePageTitle } from '../../../ui/page-title';
import { AdminTabs, type TabDefinition } from './admin-tabs';
import { CategoriesTab } from './categories-tab';
import { DangerZone } from './danger-zone';
import { LogsTab } from './logs-tab';
import { ModeratorPanel } from './moderator-panel';
import { StatsTab } from './stats-tab';
import { UsersTab } from './users-tab';
import { WatchedWordsTab } from './watched-words-tab';
import '../../../styles/admin.css';

type TabId = 'users' | 'categories' | 'stats' | 'logs' | 'words' | 'erase';
const TABS: readonly TabDefinition<TabId>[] = [
  { id: 'users', label: 'Users' },
  { id: 'categories', label: 'Categories' },
  { id: 'stats', label: 'Stats' },
  { id: 'logs', label: 'Logs' },
  { id: 'words', label: 'Watched Words' },
  // Last and on its own: the erase form shows nowhere else.
  { id: 'erase', label: 'Erase all data' },
];

function AdminDashboard() {
  usePageTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  // The tab lives in the URL so it survives a reload and can be linked to (?tab=logs).
  const selected = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'users';

  function select(id: TabId) {
    const next = new URLSearchParams(params);
    next.set('tab', id);
    next.delete('search');
    setParams(next, { replace: true });
  }

  return (
    <div className="page admin-page">
      <header className="admin-page-head">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="muted">Users, categories, statistics and the audit log</p>
        </div>
        <Link className="btn btn-secondary" to="/moderation">
          Moderation Queue
        </Link>
      </header>
      <AdminTabs tabs={TABS} selected={selected} onSelect={select} label="Admin sections">
        {selected === 'users' && <UsersTab mode="admin" />}
        {selected === 'categories' && <CategoriesTab />}
        {selected === 'stats' && <StatsTab />}
        {selected === 'logs' && <LogsTab />}
        {selected === 'words' && <WatchedWordsTab />}
        {selected === 'erase' && <DangerZone />}
      </AdminTabs>
    </div>
  );
}

/** /admin: the dashboard for admins; moderators (the 'Mod' button) get their panel. */
export default function AdminPage() {
  const { isAdmin } = useSession();
  return isAdmin ? <AdminDashboard /> : <ModeratorPanel />;
}
