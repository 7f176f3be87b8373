import { MEMBER_CATEGORIES, ROLES } from '../../../../shared/constants';
import type { StatsResponse } from '../../../../shared/contracts/admin';
import { TEXT } from '../../../../shared/texts';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { useStats } from './admin-api';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat-figure">
      <dt>{label}</dt>
      <dd>{value.toLocaleString()}</dd>
    </div>
  );
}

function CountTable({ caption, label, rows }: { caption: string; label: string; rows: [string, number][] }) {
  return (
    <table className="admin-table count-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{label}</th>
          <th scope="col" className="numeric">
            Users
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, count]) => (
          <tr key={name}>
            <th scope="row" className={label === 'Role' ? 'capitalize' : undefined}>
              {name}
            </th>
            <td className="numeric">{count.toLocaleString()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every key of the map, in the product's own order first, with 0 for the ones nobody has. */
function rowsOf(map: Record<string, number>, known: readonly string[]): [string, number][] {
  const extra = Object.keys(map).filter((k) => !known.includes(k));
  return [...known, ...extra].map((k) => [k, map[k] ?? 0]);
}

export function StatsFigures({ stats }: { stats: StatsResponse }) {
  return (
    <>
      <dl className="stat-grid">
        <Figure label="Total users" value={stats.totalUsers} />
        <Figure label="New users (last 30 days)" value={stats.newUsers30Days} />
        <Figure label="Active users (last 7 days)" value={stats.activeUsers7Days} />
        <Figure label="Banned users" value={stats.bannedUsers} />
        <Figure label="Muted users" value={stats.mutedUsers} />
        <Figure label="Open reports" value={stats.openReports} />
        <Figure label="Held for review" value={stats.heldContent} />
      </dl>
      <div className="count-tables">
        <CountTable caption="Users by role" label="Role" rows={rowsOf(stats.usersByRole, ROLES)} />
        <CountTable
          caption="Users by member type"
          label="Member type"
          rows={[
            ...rowsOf(stats.usersByMemberCategory, MEMBER_CATEGORIES),
            ['Without a member type', stats.usersWithoutMemberCategory],
          ]}
        />
      </div>
    </>
  );
}

/** Stats: every figure of the Stats entity (docs/product.md#data), plus the queue counts. */
export function StatsTab() {
  const stats = useStats();
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading">Statistics</h2>
      {stats.isPending ? (
        <Loading label="Loading statistics..." />
      ) : stats.isError ? (
        <Alert kind="error">Error: {errorText(stats.error, TEXT.fetchStatsFailed)}</Alert>
      ) : (
        <StatsFigures stats={stats.data} />
      )}
    </section>
  );
}
