import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PORTS, SERVICES, type ServiceName } from '@wellness/contracts';
import { ROOT } from './paths';

export { DEFAULT_PORTS, SERVICES, type ServiceName };

/** One background process of a service: its main worker, or one that runs a kind of job apart. */
export interface WorkerProcess {
  /** The supervisor's name for it, also its container's in docker-compose and infra/k8s. */
  name: string;
  /** Its entry point, under the service's folder. */
  entry: string;
  /** Node flags before `--import tsx`. */
  nodeFlags: readonly string[];
  /** HEALTH_PORT is the service's port plus this. */
  healthPortOffset: number;
}

/**
 * crm's bulk imports run in a lean process of their own, which loads only what an import needs:
 * a 100,000-row import's memory is its own, and capped (issue 19: worker ≤ 300 MB).
 */
export const IMPORT_WORKER: WorkerProcess = {
  name: 'crm-import-worker',
  entry: 'src/import-worker.ts',
  nodeFlags: ['--max-old-space-size=128'],
  healthPortOffset: 200,
};

const mainWorker = (service: ServiceName): WorkerProcess => ({
  name: `${service}-worker`,
  entry: 'src/worker.ts',
  nodeFlags: [],
  healthPortOffset: 100,
});

/** Every worker process of a service: the main one (event relay and consumers) first. */
export const WORKERS: Record<ServiceName, readonly WorkerProcess[]> = {
  auth: [mainWorker('auth')],
  crm: [mainWorker('crm'), IMPORT_WORKER],
  checkin: [mainWorker('checkin')],
  notification: [mainWorker('notification')],
};

/** What exists on disk for one back-end service; a folder may still be under construction. */
export interface ServiceInfo {
  name: ServiceName;
  dir: string;
  api?: string;
  /** Its worker processes whose entry point exists, with that entry's full path. */
  workers: (WorkerProcess & { file: string })[];
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
      workers: WORKERS[name]
        .map((worker) => ({ ...worker, file: join(dir, worker.entry) }))
        .filter((worker) => existsSync(worker.file)),
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
