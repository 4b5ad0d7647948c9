import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const ENTRY_POINTS = [
  'auth/src/main.ts',
  'crm/src/worker.ts',
  'crm/src/import-worker.ts',
  'checkin/src/main.ts',
  'notification/src/worker.ts',
  'gateway/src/main.ts',
];

/** Starts a real entry point with an environment missing what it needs. */
function start(entry: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', resolve(ROOT, 'services', entry)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20000,
  });
}

describe('a process started without its configuration', () => {
  it.each(ENTRY_POINTS)('%s exits with one line naming what is missing', (entry) => {
    const result = start(
      entry,
      entry.startsWith('gateway')
        ? { AUTH_URL: 'http://127.0.0.1:1' }
        : { PORT: '0', REDIS_URL: 'redis://127.0.0.1:6379' },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      entry.startsWith('gateway')
        ? /CRM_URL: required but not set/
        : /DATABASE_URL: required but not set/,
    );
  });

  it('explains a malformed value', () => {
    const result = start('crm/src/main.ts', {
      PORT: 'eighty',
      DATABASE_URL: 'postgres://x/y',
      REDIS_URL: 'redis://x',
      IDENTITY_SECRET: 'x'.repeat(40),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid environment: PORT: /);
  });
});
