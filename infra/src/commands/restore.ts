import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { z } from 'zod';
import { pgRunner } from '@wellness/kit/src/archives';
import type { ArchivePartSpec } from '@wellness/kit/src/archives';
import {
  ArchiveReadError,
  RestoreRefusedError,
  openArchiveZip,
  restoreArchive,
  verifyArchive,
} from '@wellness/kit/src/archives/zip';
import type { RestoreTarget } from '@wellness/kit/src/archives/zip';
import { fileStoreEnvShape, fileStoreFromConfig } from '@wellness/kit/src/files';
import { authArchive } from '../../../services/auth/src/archive-part/entities';
import { checkinArchive } from '../../../services/checkin/src/archive-part/entities';
import { crmArchive } from '../../../services/crm/src/archive-part/entities';
import { notificationArchive } from '../../../services/notification/src/archive-part/entities';
import { migrateAll } from '../build/prisma';
import { serviceEnv } from '../env';
import { InfraError, info, seconds, warn } from '../log';
import { provision } from '../provision';
import { settingsFor } from '../settings';
import { discoverServices } from '../services';

/** What each service archives, as its archive-part/entities.ts lists it. */
export const ARCHIVE_SPECS: readonly ArchivePartSpec[] = [
  authArchive,
  crmArchive,
  checkinArchive,
  notificationArchive,
];

const USAGE = 'npm run restore -- <backup.zip> [--force] [--passphrase <passphrase>]';

interface RestoreOptions {
  file: string;
  force: boolean;
  passphrase: string | null;
}

export function parseRestoreArgs(args: string[], cwd: string): RestoreOptions {
  let file: string | null = null;
  let force = false;
  let passphrase: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--force') force = true;
    else if (arg === '--passphrase') {
      passphrase = args[++i] ?? null;
      if (!passphrase) throw new InfraError(`--passphrase needs the passphrase (${USAGE})`);
    } else if (arg.startsWith('--')) throw new InfraError(`unknown option ${arg} (${USAGE})`);
    else if (file) throw new InfraError(`one archive at a time (${USAGE})`);
    else file = resolve(cwd, arg);
  }
  if (!file) throw new InfraError(`which archive? (${USAGE})`);
  if (!existsSync(file)) throw new InfraError(`${file} does not exist`);
  return { file, force, passphrase };
}

/**
 * `npm run restore -- <file>`: loads a backup into the system `npm start` runs (its databases,
 * from DB_PREFIX, and its file store, FILES_DIR or S3). Every entity and file is checked against
 * the manifest before anything is written; a system with data is refused unless --force. Stop
 * `npm start` first: the services must not write while their tables are replaced.
 */
export async function restore(args: string[]): Promise<number> {
  const started = Date.now();
  // npm runs scripts from the repository's root; the path was given from where npm was run.
  const options = parseRestoreArgs(args, process.env.INIT_CWD ?? process.cwd());
  const zip = await openArchiveZip(options.file, options.passphrase).catch(asInfraError);
  const clients: Client[] = [];
  try {
    info(`checking ${options.file} against its manifest`);
    const manifest = await verifyArchive(zip).catch(asInfraError);
    const rows = manifest.entities.reduce((sum, entity) => sum + entity.count, 0);
    info(
      `the archive is intact: ${rows} rows and ${manifest.files.length} files, made ${manifest.createdAt}`,
    );

    const settings = settingsFor('start');
    const infra = await provision(settings);
    try {
      await migrateAll(discoverServices(), infra.databaseUrls);
      const targets: Record<string, RestoreTarget> = {};
      for (const spec of ARCHIVE_SPECS) {
        const client = new Client({ connectionString: infra.databaseUrls[spec.service] });
        clients.push(client);
        await client.connect();
        targets[spec.service] = { sql: pgRunner(client), spec };
      }
      const files = fileStoreFromConfig(
        z.object(fileStoreEnvShape).parse(serviceEnv(settings, infra, 'checkin')),
      );
      if (options.force) warn('--force: replacing everything the system holds');
      const summary = await restoreArchive({
        zip,
        manifest,
        targets,
        files,
        force: options.force,
        onProgress: (message) => info(`restored ${message}`),
      }).catch(asInfraError);
      info(
        `restore done: ${Object.values(summary.rows).reduce((a, b) => a + b, 0)} rows and ${summary.files} files in ${seconds(Date.now() - started)}`,
      );
      return 0;
    } finally {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      await infra.release();
    }
  } finally {
    await zip.close().catch(() => undefined);
  }
}

/** A refusal the person can act on is said as it is, without a stack trace. */
function asInfraError(error: unknown): never {
  if (error instanceof ArchiveReadError || error instanceof RestoreRefusedError)
    throw new InfraError(error.message);
  throw error;
}
