import type { Role } from './roles';
import type { RemoteName } from './remote';

/**
 * SPEC §2 as data, and the one function that decides what a path shows.
 * Areas are owned by remotes; a signed-in user only ever loads her own role's remote.
 */
export type Area = 'coach' | 'client' | 'nutritionist';

export const AREA_REMOTE: Record<Area, RemoteName> = {
  coach: 'mf-coach',
  client: 'mf-client',
  nutritionist: 'mf-nutritionist',
};

/** coach → coach area, nutritionist → nutritionist area, every other role → client area. */
export function areaOfRole(role: Role | string): Area {
  if (role === 'coach') return 'coach';
  if (role === 'nutritionist') return 'nutritionist';
  return 'client';
}

export type ShellPage = 'signin' | 'forgot-password' | 'reset-password' | 'not-found';
export type MarketingPage = 'home' | 'discovery' | 'busy-mum-blueprint';

/** Public routes, always available (signed in or not). */
export const PUBLIC_MARKETING_ROUTES: Readonly<Record<string, MarketingPage>> = {
  '/discovery': 'discovery',
  '/busy-mum-blueprint': 'busy-mum-blueprint',
};
export const PUBLIC_SHELL_ROUTES: Readonly<Record<string, ShellPage>> = {
  '/forgot-password': 'forgot-password',
  '/reset-password': 'reset-password',
};
/** Shown as the sign-in page to anonymous visitors. */
export const SIGN_IN_ROUTES = ['/auth', '/login', '/client', '/client-dashboard'] as const;
/** Where a signed-in visitor of the sign-in page goes. */
export const SIGNED_IN_HOME = '/dashboard';

/**
 * Who owns a signed-in route:
 * - an Area: that area only (others are sent to their own dashboard);
 * - 'role': the user's own area (dashboards, profile settings);
 * - 'messages': coach area for coaches, otherwise the user's own area.
 */
export type RouteOwner = Area | 'role' | 'messages';
export interface AuthRoute {
  path: string;
  owner: RouteOwner;
  page: string;
  /** Areas other than the owner that may open this route too (rendered in their own remote). */
  alsoFor?: readonly Area[];
}

/** `/clients` → `clients`: unless a route names its page, the page id is its path without the slash. */
type RouteOf<O extends Area, P extends string> = P extends `/${infer Page}`
  ? { readonly path: P; readonly owner: O; readonly page: Page }
  : never;

/** Route builders of one area that keep each path and page id as literal types (see AreaPage). */
function areaRoute<O extends Area>(owner: O) {
  function route<const P extends `/${string}`>(path: P): RouteOf<O, P>;
  function route<const P extends string, const Page extends string>(
    path: P,
    page: Page,
  ): { readonly path: P; readonly owner: O; readonly page: Page };
  function route(path: string, page = path.slice(1)): AuthRoute {
    return { path, owner, page };
  }
  return route;
}
const coach = areaRoute('coach');
const client = areaRoute('client');

const ROUTE_TABLE = [
  { path: '/', owner: 'role', page: 'dashboard' },
  { path: '/dashboard', owner: 'role', page: 'dashboard' },
  ...(
    [
      '/clients',
      '/leads',
      '/checkins',
      '/emails',
      '/automation',
      '/finances',
      '/import',
      '/team',
    ] as const
  ).map((p) => coach(p)),
  { path: '/nutritionist', owner: 'nutritionist', page: 'dashboard' },
  { path: '/nutritionist-dashboard', owner: 'nutritionist', page: 'dashboard' },
  { path: '/messages', owner: 'messages', page: 'messages' },
  client('/client', 'dashboard'),
  client('/client-dashboard', 'dashboard'),
  ...(['/onboarding', '/checkin', '/nutrition', '/nutrition-plans'] as const).map((p) => client(p)),
  {
    path: '/client-profile/:clientId',
    owner: 'coach',
    page: 'client-profile',
    alsoFor: ['nutritionist'],
  },
  // Her progress photos: the coach opens any client's, a client only her own (her page checks the id).
  { path: '/client-photos/:clientId', owner: 'coach', page: 'client-photos', alsoFor: ['client'] },
  ...(
    [
      '/client-messages',
      '/email-preview',
      '/bulk-import',
      '/backup-download',
      '/pending-approvals',
    ] as const
  ).map((p) => coach(p)),
  // Her check-in history: the coach opens any client's (`?clientId=`), a nutritionist an assigned
  // client's, a client her own.
  {
    path: '/client-checkins',
    owner: 'coach',
    page: 'client-checkins',
    alsoFor: ['client', 'nutritionist'],
  },
  // Nutrition plans: the nutritionist writes them for assigned clients, the coach for any client.
  {
    path: '/client-nutrition/:clientId',
    owner: 'nutritionist',
    page: 'client-nutrition',
    alsoFor: ['coach'],
  },
  {
    path: '/nutrition-plan/:planId',
    owner: 'nutritionist',
    page: 'plan-editor',
    alsoFor: ['coach'],
  },
  coach('/cms/clients', 'cms-clients'),
  coach('/cms-clients', 'cms-clients'),
  client('/subscribe'),
  // Her rights (download, erasure, consents); the coach's requests and audit log.
  { path: '/data-protection', owner: 'client', page: 'data-protection', alsoFor: ['coach'] },
  { path: '/profile-settings', owner: 'role', page: 'profile-settings' },
] as const satisfies readonly AuthRoute[];

export const AUTHENTICATED_ROUTES: readonly AuthRoute[] = ROUTE_TABLE;

/** The routes that open in area A, by the rules of resolveRoute ('role' and 'messages' open in every area). */
type RoutesIn<R, A extends Area> = R extends { owner: A | 'role' | 'messages' }
  ? R
  : R extends { alsoFor: readonly (infer Also)[] }
    ? A extends Also
      ? R
      : never
    : never;
type RouteIn<A extends Area> = RoutesIn<(typeof ROUTE_TABLE)[number], A>;

/**
 * Every page id the route table sends to area A's remote, e.g. AreaPage<'nutritionist'> =
 * 'dashboard' | 'messages' | 'profile-settings' | 'client-profile'. A remote's page map is keyed by it,
 * so a page added to the table for that area does not compile until the remote has it.
 */
export type AreaPage<A extends Area> = RouteIn<A>['page'];
/** The paths that show page P in area A (where a menu link to that page may point). */
export type AreaPagePath<A extends Area, P extends string> = Extract<
  RouteIn<A>,
  { page: P }
>['path'];

export type RouteResolution =
  | { kind: 'public'; remote: 'mf-marketing'; page: MarketingPage }
  | { kind: 'shell'; page: ShellPage }
  | { kind: 'remote'; remote: RemoteName; page: string; params: Record<string, string> }
  | { kind: 'redirect'; to: string };

/** Strips a trailing slash (except for '/') and an accidental query or hash. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Matches `/a/:b` patterns; returns the params or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

export function findAuthenticatedRoute(
  path: string,
): { route: AuthRoute; params: Record<string, string> } | null {
  for (const route of AUTHENTICATED_ROUTES) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}

/**
 * Where to go after signing in, from `?next=`: a path on this site only (one leading slash, no
 * scheme, host, backslash or control character), never the sign-in page itself; else null.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\') || [...raw].some((char) => char < ' ' || char === '\u007f')) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://this.site');
  } catch {
    return null;
  }
  if (url.origin !== 'http://this.site') return null;
  const path = normalizePath(url.pathname);
  if ((SIGN_IN_ROUTES as readonly string[]).includes(path)) return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page, asked to come back to `next` afterwards. */
export const signInFor = (next: string) => `/auth?next=${encodeURIComponent(next)}`;

/**
 * What to render for a path, given the signed-in user (or null). Pure. `search` (`?a=b`) only
 * travels with a signed-out visitor to sign-in, so that she comes back to the same place.
 */
export function resolveRoute(
  pathname: string,
  user: { role: Role | string } | null,
  search = '',
): RouteResolution {
  const path = normalizePath(pathname);

  const marketing = PUBLIC_MARKETING_ROUTES[path];
  if (marketing) return { kind: 'public', remote: 'mf-marketing', page: marketing };
  const shellPage = PUBLIC_SHELL_ROUTES[path];
  if (shellPage) return { kind: 'shell', page: shellPage };

  if (!user) {
    if (path === '/') return { kind: 'public', remote: 'mf-marketing', page: 'home' };
    if ((SIGN_IN_ROUTES as readonly string[]).includes(path))
      return { kind: 'shell', page: 'signin' };
    // A page she would see once signed in: sign in first, then come back to it.
    if (findAuthenticatedRoute(path))
      return { kind: 'redirect', to: signInFor(`${path}${search}`) };
    return { kind: 'shell', page: 'not-found' };
  }

  if (path === '/auth' || path === '/login') return { kind: 'redirect', to: SIGNED_IN_HOME };

  const found = findAuthenticatedRoute(path);
  if (!found) return { kind: 'shell', page: 'not-found' };
  const { route, params } = found;
  const own = areaOfRole(user.role);

  let area: Area;
  if (route.owner === 'role') area = own;
  else if (route.owner === 'messages') area = own === 'coach' ? 'coach' : own;
  else area = route.owner;

  if (area !== own && !route.alsoFor?.includes(own)) {
    // An area not hers: back to her own dashboard.
    return { kind: 'redirect', to: SIGNED_IN_HOME };
  }
  return { kind: 'remote', remote: AREA_REMOTE[own], page: route.page, params };
}
