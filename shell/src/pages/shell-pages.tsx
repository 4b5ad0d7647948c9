import { lazy } from 'react';
import type { ReactNode } from 'react';
import { pageMetadata } from '@wellness/contracts';
import type { BrandConfig, PageMetadata, ShellPage } from '@wellness/contracts';
import { utilityPageMetadata } from '../seo/head';
import { NotFoundPage } from './NotFound';

// The account pages (and the form validation they bring) load only when visited: most visitors are
// anonymous readers of the marketing pages, who never need them.
const SignInPage = lazy(() => import('./SignIn').then((m) => ({ default: m.SignInPage })));
const ForgotPasswordPage = lazy(() =>
  import('./ForgotPassword').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./ResetPassword').then((m) => ({ default: m.ResetPasswordPage })),
);

interface ShellPageEntry {
  /** The page, for this deployment's brand. */
  render: (brand: BrandConfig) => ReactNode;
  /** Its title, description and robots directive. */
  metadata: (brand: BrandConfig, path: string, origin: string) => PageMetadata;
}

/** The shell's own pages, one per page id of the route table (contracts `ShellPage`). */
export const SHELL_PAGES: Readonly<Record<ShellPage, ShellPageEntry>> = {
  signin: {
    render: (brand) => <SignInPage brand={brand} />,
    metadata: (brand, _path, origin) => pageMetadata('auth', brand, origin),
  },
  'forgot-password': {
    render: (brand) => <ForgotPasswordPage brandName={brand.businessName} />,
    metadata: (brand, path) => utilityPageMetadata('Reset your password', path, brand.businessName),
  },
  'reset-password': {
    render: (brand) => <ResetPasswordPage brandName={brand.businessName} />,
    metadata: (brand, path) =>
      utilityPageMetadata('Choose a new password', path, brand.businessName),
  },
  'not-found': {
    render: (brand) => <NotFoundPage brandName={brand.businessName} />,
    metadata: (brand, path) => utilityPageMetadata('Page not found', path, brand.businessName),
  },
};
