import { Link } from 'react-router-dom';
import type { BrandConfig } from '@wellness/contracts';
import { buttonClass } from '@wellness/ui';

export const COPYRIGHT_YEAR = 2025;

export function SiteHeader({ brand }: { brand: BrandConfig }) {
  return (
    <header className="mk-header">
      <a className="ui-skip-link" href="#main-content">
        Skip to content
      </a>
      <div className="mk-container mk-header__inner">
        <Link to="/" className="ui-brand">
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
        <p>
          <a href={brand.socialUrl} target="_blank" rel="noopener noreferrer">
            Follow Coach {brand.coachName} on social media
          </a>
        </p>
        <p className="mk-footer__legal">
          © {COPYRIGHT_YEAR} {brand.businessName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
