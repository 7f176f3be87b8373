import { useId, useState } from 'react';
import { AUDIT_ACTIONS } from '../../../../shared/contracts/admin';
import { TEXT } from '../../../../shared/texts';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { useAuditLog } from './admin-api';
import { AdminTable } from './admin-table';
import { Cell } from './table-cell';

/** 'change_role' -> 'Change role'. */
export function actionLabel(action: string): string {
  const words = action.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Logs: the newest 50 audit entries (docs/product.md#limits), filtered by action type. */
export function LogsTab() {
  const [actionType, setActionType] = useState('');
  const logs = useAuditLog(actionType);
  const filterId = useId();

  return (
    <section aria-labelledby="logs-heading">
      <h2 id="logs-heading">Audit Log</h2>
      <div className="filter-bar card">
        <div className="field">
          <label htmlFor={filterId}>Action type</label>
          <select id={filterId} value={actionType} onChange={(e) => setActionType(e.target.value)}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </select>
        </div>
        <p className="muted filter-note">The newest 50 entries.</p>
      </div>
      {logs.isPending ? (
        <Loading label="Loading the audit log..." />
      ) : logs.isError ? (
        <Alert kind="error">Error: {errorText(logs.error, TEXT.fetchLogsFailed)}</Alert>
      ) : logs.data.length === 0 ? (
        <p className="card empty-state">No audit entries{actionType ? ' of this type' : ''} yet.</p>
      ) : (
        <AdminTable
          caption="Audit log entries, newest first"
          columns={['Time', 'Admin', 'Action', 'Target', 'Reason']}
          busy={logs.isFetching}
        >
          {logs.data.map((entry) => (
            <tr key={entry.id}>
              <Cell label="Time">
                <time dateTime={entry.created_at}>{new Date(entry.created_at).toLocaleString()}</time>
              </Cell>
              <Cell label="Admin">{entry.admin_username}</Cell>
              <Cell label="Action">{actionLabel(entry.action_type)}</Cell>
              <Cell label="Target">
                {entry.target_type
                  ? `${entry.target_type}${entry.target_id !== null ? ` #${entry.target_id}` : ''}`
                  : '—'}
                {entry.details && <span className="cell-note">{entry.details}</span>}
              </Cell>
              <Cell label="Reason" className="pre-wrap">
                {entry.reason || '—'}
              </Cell>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
