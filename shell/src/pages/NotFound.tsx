import { Link } from 'react-router-dom';
import { MESSAGES } from '@wellness/contracts';
import { buttonClass } from '@wellness/ui';
import { AuthFrame } from './AuthFrame';

export function NotFoundPage({ brandName }: { brandName: string }) {
  return (
    <AuthFrame brandName={brandName}>
      <div className="ui-card shell-auth__card shell-notfound">
        <p className="shell-notfound__code" aria-hidden="true">
          404
        </p>
        <h1 className="shell-auth__title">{MESSAGES.notFoundTitle}</h1>
        <p>{MESSAGES.notFoundText}</p>
        <Link to="/" className={buttonClass('primary')}>
          Go to the home page
        </Link>
      </div>
    </AuthFrame>
  );
}
