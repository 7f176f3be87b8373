import { Link } from 'react-router';
import { COMPANY } from '../../../shared/constants';
import { KeyboardShortcuts } from '../../features/site/shortcuts/keyboard-shortcuts';
import { ThemeSwitch } from '../../features/site/theme/theme-switch';

export function SiteFooter() {
  // docs/product.md#limits: the footer year is computed from the current date.
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-cta">
        <h2>Need Expert Help with Your Mineral Rights?</h2>
        <a
          className="btn btn-gold external"
          href={COMPANY.consultation}
          target="_blank"
          rel="noopener noreferrer"
        >
          Book a Consultation
        </a>
      </div>
      <div className="footer-inner">
        <p>
          Contact: <a href={`mailto:${COMPANY.contactEmail}`}>{COMPANY.contactEmail}</a>
        </p>
        <ul>
          <li>
            <a href={COMPANY.mainSite} target="_blank" rel="noopener noreferrer" className="external">
              {COMPANY.name}
            </a>
          </li>
          <li>
            <Link to="/community-rules">Community Rules</Link>
          </li>
        </ul>
        <ThemeSwitch />
        <KeyboardShortcuts />
        <p>
          © {year} {COMPANY.name}. Free and educational; not legal advice.
        </p>
      </div>
    </footer>
  );
}
