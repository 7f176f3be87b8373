import { Link } from 'react-router';
import '../../../styles/reading.css';

/** Discussions' filter bar, for signed-in members: the New and Unread lists (docs/product.md#following-threads). */
export default function ThreadListLinks() {
  return (
    <nav className="list-chips" aria-label="Your lists">
      <Link to="/new" className="list-chip">
        New
      </Link>
      <Link to="/unread" className="list-chip">
        Unread
      </Link>
    </nav>
  );
}
