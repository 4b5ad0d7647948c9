import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RemoteProps } from '@wellness/contracts';

/** The shell's services (API client, notices, logout, user, brand) for any component of a remote. */
export type ShellServices = Omit<RemoteProps, 'page' | 'params'>;

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({
  value,
  children,
}: {
  value: ShellServices;
  children: ReactNode;
}) {
  return <ShellServicesContext value={value}>{children}</ShellServicesContext>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices must be used inside ShellServicesProvider');
  return services;
}
