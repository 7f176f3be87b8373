import { Link } from 'react-router';
import { TEXT } from '../../../../shared/texts';
import { useMissingPage, usePageTitle } from '../../../ui/page-title';

export default function NotFoundPage() {
  usePageTitle(TEXT.pageNotFound);
  useMissingPage();
  return (
    <div className="page page-narrow">
      <div className="card empty-state">
        <h1>{TEXT.pageNotFound}</h1>
        <p className="muted">The page you were looking for does not exist or has moved.</p>
        <Link to="/" className="btn">
          Back to Home
        </Link>
      </div>
    </div>
  );
}
