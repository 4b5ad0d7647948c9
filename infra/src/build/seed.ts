import { info, seconds } from '../log';
import { runOrFail } from '../processes/run';
import type { ServiceInfo, ServiceName } from '../services';

/**
 * Runs each service's idempotent seed (services/<svc>/src/seed.ts) with its own environment. The
 * seeds run side by side: each writes only its own database (demo ids are fixed in the kit).
 */
export async function seedAll(
  services: ServiceInfo[],
  envOf: (svc: ServiceName) => NodeJS.ProcessEnv,
): Promise<void> {
  const started = Date.now();
  const seeded = services.filter((svc) => svc.seed);
  await Promise.all(
    seeded.map((svc) =>
      runOrFail(`seed (${svc.name})`, process.execPath, ['--import', 'tsx', svc.seed!], {
        env: envOf(svc.name),
        label: `${svc.name}:seed`,
      }),
    ),
  );
  if (seeded.length) {
    info(`seeded ${seeded.map((s) => s.name).join(', ')} in ${seconds(Date.now() - started)}`);
  }
}
