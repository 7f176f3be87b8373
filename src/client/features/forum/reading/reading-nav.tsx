import { NavLink } from 'react-router';

/** The member's own lists, side by side: Unread, New, Bookmarks, My land. */
export function ReadingNav() {
  return (
    <nav className="reading-nav" aria-label="Your lists">
      <NavLink to="/unread">Unread</NavLink>
      <NavLink to="/new">New</NavLink>
      <NavLink to="/bookmarks">Bookmarks</NavLink>
      <NavLink to="/my-land">My land</NavLink>
      <NavLink to="/notifications">Notifications</NavLink>
    </nav>
  );
}
