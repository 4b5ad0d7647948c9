import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PORTS, SERVICES, type ServiceName } from '@wellness/contracts';
import { ROOT } from './paths';

export { DEFAULT_PORTS, SERVICES, type ServiceName };

/** What exists on disk for one back-end service; a folder may still be under construction. */
export interface ServiceInfo {
  name: ServiceName;
  dir: string;
  api?: string;
  worker?: string;
  seed?: string;
  schema?: string;
}

const ifExists = (path: string) => (existsSync(path) ? path : undefined);

export function discoverServices(): ServiceInfo[] {
  return SERVICES.map((name) => {
    const dir = join(ROOT, 'services', name);
    return {
      name,
      dir,
      api: ifExists(join(dir, 'src/main.ts')),
      worker: ifExists(join(dir, 'src/worker.ts')),
      seed: ifExists(join(dir, 'src/seed.ts')),
      schema: ifExists(join(dir, 'prisma/schema.prisma')),
    };
  });
}

export const GATEWAY_MAIN = join(ROOT, 'services/gateway/src/main.ts');

/** The five front-end workspaces the gateway serves, shell first. */
export const FRONTENDS = [
  'shell',
  'mf-marketing',
  'mf-coach',
  'mf-client',
  'mf-nutritionist',
] as const;
