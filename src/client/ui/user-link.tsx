import { Link } from 'react-router';

// Every username links to the member's public profile; a deleted account has none.
const DELETED = '[deleted]';

export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;

export function UserLink({ username, className }: { username: string; className?: string }) {
  if (username === DELETED) return <span className={`muted ${className ?? ''}`}>deleted member</span>;
  return (
    <Link to={profilePath(username)} className={`user-link ${className ?? ''}`.trim()}>
      {username}
    </Link>
  );
}
