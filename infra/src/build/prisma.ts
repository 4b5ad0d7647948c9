import { join } from 'node:path';
import { hashPaths, stampMatches, writeStamp } from '../hash';
import { info, seconds } from '../log';
import { BIN, ROOT } from '../paths';
import { runOrFail } from '../processes/run';
import type { ServiceInfo, ServiceName } from '../services';
import { pendingMigrations } from './migrations';

/** No update checks or telemetry: these machines cannot reach Prisma's servers. */
const PRISMA_ENV = { CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' };

/** `prisma generate` only needs a syntactically valid URL. */
const PLACEHOLDER_URL = 'postgresql://placeholder:placeholder@127.0.0.1:5432/placeholder';

/** What `prisma migrate deploy` prints once every migration is in the database. */
const MIGRATIONS_DONE =
  /(All migrations have been successfully applied|No pending migrations to apply)/;

const withSchema = (services: ServiceInfo[]) => services.filter((s) => s.schema);

/** Generates each service's Prisma client when its schema, config or the prisma version changed. */
export async function generateClients(services: ServiceInfo[]): Promise<void> {
  const prismaVersion = hashPaths([join(ROOT, 'node_modules/prisma/package.json')]);
  await Promise.all(
    withSchema(services).map(async (svc) => {
      const hash = hashPaths([svc.schema!, join(svc.dir, 'prisma.config.ts')], prismaVersion);
      const stamp = join(svc.dir, 'src/generated/prisma/.schema-stamp');
      if (stampMatches(stamp, hash)) return;
      const started = Date.now();
      await runOrFail(`prisma generate (${svc.name})`, BIN('prisma'), ['generate'], {
        cwd: svc.dir,
        env: { ...process.env, ...PRISMA_ENV, DATABASE_URL: PLACEHOLDER_URL },
        label: `${svc.name}:prisma`,
        quiet: true,
      });
      writeStamp(stamp, hash);
      info(`${svc.name}: Prisma client generated in ${seconds(Date.now() - started)}`);
    }),
  );
}

/** `prisma migrate deploy` for every service with pending migrations, each on its own database. */
export async function migrateAll(
  services: ServiceInfo[],
  urls: Record<ServiceName, string>,
): Promise<void> {
  const started = Date.now();
  const pending = (
    await Promise.all(
      withSchema(services).map(async (svc) => ({
        svc,
        names: await pendingMigrations(svc.dir, urls[svc.name]),
      })),
    )
  ).filter((p) => p.names.length);
  if (!pending.length) {
    info('migrations: nothing pending');
    return;
  }
  await Promise.all(
    pending.map(({ svc }) =>
      runOrFail(`prisma migrate deploy (${svc.name})`, BIN('prisma'), ['migrate', 'deploy'], {
        cwd: svc.dir,
        env: { ...process.env, ...PRISMA_ENV, DATABASE_URL: urls[svc.name] },
        label: `${svc.name}:migrate`,
        quiet: true,
        doneWhen: MIGRATIONS_DONE,
      }),
    ),
  );
  const applied = pending.map(({ svc, names }) => `${svc.name}: ${names.join(', ')}`).join('; ');
  info(`migrations applied (${applied}) in ${seconds(Date.now() - started)}`);
}
