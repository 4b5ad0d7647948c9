import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';

/** Centred card page with the brand, used by sign-in and password pages. */
export function AuthFrame({ brandName, children }: { brandName: string; children: ReactNode }) {
  return (
    <div className="shell-auth">
      <header className="shell-auth__header">
        <Link to="/" className="ui-brand">
          {brandName}
        </Link>
      </header>
      <main className="shell-auth__main">{children}</main>
    </div>
  );
}
