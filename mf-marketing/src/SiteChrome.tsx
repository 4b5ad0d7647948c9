import { Link } from 'react-router-dom';
import type { BrandConfig } from '@wellness/contracts';
import { buttonClass } from '@wellness/ui';
import { COPYRIGHT_YEAR } from './content';

export function SiteHeader({ brand }: { brand: BrandConfig }) {
  return (
    <header className="mk-header">
      <a className="ui-skip-link" href="#main-content">
        Skip to content
      </a>
      <div className="mk-container mk-header__inner">
        <Link to="/" className="ui-brand mk-header__brand">
          {brand.businessName}
        </Link>
        <nav aria-label="Account" className="mk-header__actions">
          <Link to="/auth" className={buttonClass('ghost', 'sm')}>
            Login
          </Link>
          <Link to="/discovery" className={buttonClass('primary', 'sm')}>
            Book Call
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function SiteFooter({ brand }: { brand: BrandConfig }) {
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer__inner">
        <p className="ui-brand">{brand.businessName}</p>
        <nav aria-label="Footer">
          <ul className="mk-footer__links">
            <li>
              <Link to="/discovery">Book a free discovery call</Link>
            </li>
            <li>
              <Link to="/busy-mum-blueprint">The Busy Mum&apos;s Wellness Blueprint</Link>
            </li>
            <li>
              <a href={brand.socialUrl} target="_blank" rel="noopener noreferrer">
                Follow Coach {brand.coachName} on social media
                <span className="ui-visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>
        <p className="mk-footer__legal">
          © {COPYRIGHT_YEAR} {brand.businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
