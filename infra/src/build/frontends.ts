import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashPaths, stampMatches, writeStamp } from '../hash';
import { InfraError, info, seconds, warn } from '../log';
import { ROOT } from '../paths';
import { run } from '../processes/run';
import { FRONTENDS } from '../services';

/** Inputs every front end shares: the design system and the contracts. */
const SHARED = ['packages/ui', 'packages/contracts', 'package-lock.json'].map((p) => join(ROOT, p));

function buildable(pkg: string): boolean {
  const dir = join(ROOT, pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return Boolean(manifest.scripts?.build) && existsSync(join(dir, 'src'));
}

/**
 * Production build of the shell and each remote, skipped when the package, packages/ui and
 * packages/contracts are unchanged since the build recorded in <pkg>/dist/.build-stamp.
 */
export async function buildFrontends(): Promise<void> {
  const shared = hashPaths(SHARED);
  const pending: { pkg: string; hash: string }[] = [];
  for (const pkg of FRONTENDS) {
    if (!buildable(pkg)) {
      warn(`${pkg}: no build script or src/ yet — not built`);
      continue;
    }
    const hash = hashPaths([join(ROOT, pkg)], shared);
    if (!stampMatches(join(ROOT, pkg, 'dist/.build-stamp'), hash)) pending.push({ pkg, hash });
  }
  if (!pending.length) {
    info('front ends up to date');
    return;
  }
  const started = Date.now();
  // Two builds at a time: webpack is mostly single-threaded.
  const failures: string[] = [];
  const queue = [...pending];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const code = await run('npm', ['run', 'build', '--silent', '-w', job.pkg], {
        env: { ...process.env, NODE_ENV: 'production' },
        label: `build:${job.pkg}`,
        quiet: true,
      });
      if (code === 0) writeStamp(join(ROOT, job.pkg, 'dist/.build-stamp'), job.hash);
      else failures.push(job.pkg);
    }
  };
  await Promise.all([worker(), worker()]);
  if (failures.length)
    throw new InfraError(`front-end build failed: ${failures.join(', ')} (output above)`);
  info(`built ${pending.map((p) => p.pkg).join(', ')} in ${seconds(Date.now() - started)}`);
}
