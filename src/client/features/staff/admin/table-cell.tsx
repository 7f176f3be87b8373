import type { ReactNode } from 'react';

/**
 * A table cell whose label shows beside its content when the table is stacked into cards on phones
 * (admin.css, .stack-on-phone). The wrapper keeps the content in one grid column.
 */
export function Cell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={className}>
      <div className="cell">{children}</div>
    </td>
  );
}
