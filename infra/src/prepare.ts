import { buildFrontends } from './build/frontends';
import { generateClients, migrateAll } from './build/prisma';
import { seedAll } from './build/seed';
import { serviceEnv } from './env';
import { provision, type Provisioned } from './provision';
import type { Settings } from './settings';
import type { ServiceInfo } from './services';
import { warn } from './log';

/** Everything before processes start: servers, databases, clients, migrations, front ends, seed data. */
export async function prepareSystem(
  settings: Settings,
  services: ServiceInfo[],
  options: { build: boolean } = { build: true },
): Promise<Provisioned> {
  const infra = await provision(settings);
  await generateClients(services);
  await migrateAll(services, infra.databaseUrls);
  if (options.build) await buildFrontends();
  else warn('front-end build skipped (--skip-build): serving the existing dist folders');
  await seedAll(services, (svc) => serviceEnv(settings, infra, svc));
  return infra;
}
