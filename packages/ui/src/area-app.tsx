import type { ComponentType } from 'react';
import type { RemoteProps } from '@wellness/contracts';
import { DashboardLayout } from './Layout';
import { greetingFor } from './greeting';
import type { NavItem } from './Layout';
import { PageOutlet, pageMenu } from './page-map';
import type { AnyPageMap } from './page-map';
import { ShellServicesProvider } from './shell-services';

export interface AreaAppOptions {
  /** The area's heading, e.g. "Client Dashboard". */
  title: string;
  pages: AnyPageMap;
  /** The menu, when it needs data (a count on an item); runs inside the shell's services. */
  useNav?: () => readonly NavItem[];
}

/**
 * A remote's root component: the shell's services, the dashboard frame with the area's menu and
 * greeting, and the page the shell asked for.
 */
export function areaApp({ title, pages, useNav }: AreaAppOptions): ComponentType<RemoteProps> {
  const staticNav = pageMenu(pages);
  const useAreaNav = useNav ?? (() => staticNav);

  function Frame({ page, params, ...services }: RemoteProps) {
    const nav = useAreaNav();
    return (
      <DashboardLayout
        title={title}
        subtitle={greetingFor(services.user)}
        brandName={services.brand.businessName}
        nav={nav}
        onLogout={() => void services.logout()}
      >
        <PageOutlet pages={pages} page={page} params={params} />
      </DashboardLayout>
    );
  }

  return function AreaApp(props: RemoteProps) {
    const { page: _page, params: _params, ...services } = props;
    return (
      <ShellServicesProvider value={services}>
        <Frame {...props} />
      </ShellServicesProvider>
    );
  };
}
