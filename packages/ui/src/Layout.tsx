import { NavLink, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Button } from './Button';

export interface NavItem {
  to: string;
  label: string;
  /** A count shown beside the label (e.g. pending approvals); hidden when 0 or absent. */
  badge?: number;
  /** What the count counts, for screen readers: "Pending approvals, 3 waiting". */
  badgeLabel?: string;
  /** The heading it sits under; items without one come first, ungrouped. */
  group?: string;
  /** Still being built: shown greyed with this note instead of as a link. */
  soon?: string;
}

/** The items in menu order, split under their headings (first appearance of each decides its place). */
export function groupNav(nav: readonly NavItem[]): { group: string | null; items: NavItem[] }[] {
  const groups: { group: string | null; items: NavItem[] }[] = [];
  for (const item of nav) {
    const group = item.group ?? null;
    const found = groups.find((g) => g.group === group);
    if (found) found.items.push(item);
    else groups.push({ group, items: [item] });
  }
  return groups;
}

/** The count badge of a navigation item, announced as part of the link's name. */
function NavBadge({ count, label }: { count?: number; label?: string }) {
  if (!count) return null;
  return (
    <>
      <span className="ui-nav-badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="ui-visually-hidden">{`, ${count} ${label ?? ''}`.trimEnd()}</span>
    </>
  );
}

export interface DashboardLayoutProps {
  /** Main heading, e.g. "Coach Dashboard". */
  title: string;
  /** Shown under the heading, e.g. "Welcome back, Jane". */
  subtitle?: ReactNode;
  brandName: string;
  nav: readonly NavItem[];
  onLogout?: () => void;
  /** Extra controls in the page header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Signed-in area frame: top bar with brand and sign-out, side navigation (scrolls on phones), main content. */
/** The dashboard link is also current at `/`, where the shell shows the same page. */
export function isNavItemActive(to: string, pathname: string, isActive: boolean): boolean {
  return isActive || (to === '/dashboard' && pathname === '/');
}

export function DashboardLayout({
  title,
  subtitle,
  brandName,
  nav,
  onLogout,
  actions,
  children,
}: DashboardLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div className="ui-dash">
      <a className="ui-skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="ui-dash__topbar">
        <span className="ui-brand">{brandName}</span>
        {onLogout && (
          <Button variant="ghost" size="sm" onClick={onLogout}>
            Sign out
          </Button>
        )}
      </header>
      <div className="ui-dash__frame">
        <nav className="ui-dash__nav" aria-label={`${title} navigation`}>
          {groupNav(nav).map(({ group, items }) => (
            <div key={group ?? ''} className="ui-nav-group">
              {group && (
                <p className="ui-nav-group__title" id={`nav-${group}`}>
                  {group}
                </p>
              )}
              <ul aria-labelledby={group ? `nav-${group}` : undefined}>
                {items.map((item) => (
                  <li key={item.to}>
                    {item.soon ? (
                      <span className="ui-nav-link ui-nav-link--soon" aria-disabled="true">
                        <span className="ui-nav-link__label">{item.label}</span>
                        <span className="ui-nav-link__note">{item.soon}</span>
                      </span>
                    ) : (
                      <NavLink
                        to={item.to}
                        end
                        className={({ isActive }) =>
                          isNavItemActive(item.to, pathname, isActive)
                            ? 'ui-nav-link ui-nav-link--active'
                            : 'ui-nav-link'
                        }
                        aria-current={
                          isNavItemActive(item.to, pathname, false) ? 'page' : undefined
                        }
                      >
                        <span className="ui-nav-link__label">{item.label}</span>
                        <NavBadge count={item.badge} label={item.badgeLabel} />
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main-content" className="ui-dash__main" tabIndex={-1}>
          <div className="ui-page-header">
            <div>
              <h1 className="ui-page-header__title">{title}</h1>
              {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
            </div>
            {actions}
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}
