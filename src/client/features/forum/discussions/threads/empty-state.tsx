import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  level = 2,
}: {
  title: string;
  children?: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card empty-state" role="status">
      <Heading>{title}</Heading>
      {children}
    </div>
  );
}
