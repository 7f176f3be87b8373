import { Link } from 'react-router';
import { TEXT } from '../../../../shared/texts';
import { usePageTitle } from '../../../ui/page-title';

export default function AccessDeniedPage() {
  usePageTitle('Access Denied');
  return (
    <div className="page page-narrow">
      <div className="card empty-state">
        <h1>Access Denied</h1>
        <p>{TEXT.accessDenied}</p>
        <Link to="/" className="btn">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
