import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LIMITS, MEMBER_CATEGORIES, ROLES } from '../../../../shared/constants';
import type { AdminUser, ListUsersQuery } from '../../../../shared/contracts/admin';
import { TEXT } from '../../../../shared/texts';
import { errorText } from '../../../api/api-client';
import { useSession } from '../../../session/session-context';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { PaginationButtons } from '../../../ui/pagination-buttons';
import { useAdminUsers, userRequests } from './admin-api';
import { AdminTable } from './admin-table';
import { MuteDialog } from './mute-dialog';
import { useAdminAction } from './use-admin-action';
import { UserRow, type UsersMode } from './user-row';

type Filters = Required<Pick<ListUsersQuery, 'search' | 'role' | 'member_category'>>;

/** Users: search by username or e-mail, filter by role and member type, 20 a page (docs/product.md#pages and #limits). */
export function UsersTab({ mode }: { mode: UsersMode }) {
  const { user: me } = useSession();
  const [params] = useSearchParams();
  // The queue's "Warn or mute" link opens this tab searching for the author.
  const [draft, setDraft] = useState(params.get('search') ?? '');
  const [filters, setFilters] = useState<Filters>({
    search: params.get('search') ?? '',
    role: '' as Filters['role'],
    member_category: '' as Filters['member_category'],
  });
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ ...filters, page, limit: LIMITS.adminUserPageSize });
  const action = useAdminAction();
  const [muting, setMuting] = useState<AdminUser | null>(null);
  const searchId = useId();
  const roleId = useId();
  const typeId = useId();

  function applyFilters(next: Partial<Filters>) {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  }

  function search(event: FormEvent) {
    event.preventDefault();
    applyFilters({ search: draft.trim() });
  }

  const data = users.data;
  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <form className="filter-bar card" onSubmit={search}>
        <div className="field filter-grow">
          <label htmlFor={searchId}>Search users</label>
          <div className="search-row">
            <input
              id={searchId}
              type="search"
              value={draft}
              maxLength={100}
              placeholder={mode === 'admin' ? 'Username or e-mail' : 'Username'}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="btn">
              Search
            </button>
          </div>
        </div>
        <div className="field">
          <label htmlFor={roleId}>Role</label>
          <select
            id={roleId}
            value={filters.role}
            onChange={(e) => applyFilters({ role: e.target.value as Filters['role'] })}
          >
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={typeId}>Member type</label>
          <select
            id={typeId}
            value={filters.member_category}
            onChange={(e) => applyFilters({ member_category: e.target.value as Filters['member_category'] })}
          >
            <option value="">All member types</option>
            {MEMBER_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
            <option value="none">Without a member type</option>
          </select>
        </div>
      </form>

      <div className="message-slot">
        {action.notice && <Alert kind={action.notice.kind}>{action.notice.text}</Alert>}
      </div>

      {users.isPending ? (
        <Loading label="Loading users..." />
      ) : users.isError ? (
        <Alert kind="error">Error: {errorText(users.error, TEXT.fetchUsersFailed)}</Alert>
      ) : data && data.users.length === 0 ? (
        <p className="card empty-state">No users match these filters.</p>
      ) : (
        <>
          <p className="muted result-count" aria-live="polite">
            {data?.pagination.total.toLocaleString()} {data?.pagination.total === 1 ? 'user' : 'users'}
          </p>
          <AdminTable
            caption={<>Users, page {page}</>}
            columns={['User', 'Role', 'Member type', 'Status', 'Joined', 'Actions']}
            busy={users.isFetching}
          >
            {data?.users.map((u) => (
              <UserRow
                key={u.id}
                user={u}
                me={me?.id ?? 0}
                mode={mode}
                run={action.run}
                busy={action.pending}
                onMute={setMuting}
              />
            ))}
          </AdminTable>
          {data && (
            <PaginationButtons
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              label="User list pages"
            />
          )}
        </>
      )}

      {muting && (
        <MuteDialog
          username={muting.username}
          onClose={() => setMuting(null)}
          onMute={(hours, reason) =>
            action.run(
              () => userRequests.mute(muting.id, hours, reason),
              TEXT.userMuted,
              'Failed to mute user',
            )
          }
        />
      )}
    </section>
  );
}
