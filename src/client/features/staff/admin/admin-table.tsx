import type { ReactNode } from 'react';

/**
 * A staff table: its caption for screen readers, one header cell per column, and rows that stack into
 * labelled cards on a phone (each cell names its column, see Cell).
 */
export function AdminTable({
  caption,
  columns,
  busy,
  children,
}: {
  caption: ReactNode;
  columns: readonly string[];
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="admin-table stack-on-phone" aria-busy={busy}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
