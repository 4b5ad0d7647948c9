import { existsSync } from 'node:fs';
import { info } from '../log';
import { runOrFail } from '../processes/run';

export const isRoot = () => process.getuid?.() === 0;
export const hasApt = () => existsSync('/usr/bin/apt-get');
export const canInstallSystemPackages = () => isRoot() && hasApt();

let updated = false;

/** `apt-get install -y` as root (Debian/Ubuntu); refreshes the package index once per run. */
export async function aptInstall(packages: string[]): Promise<void> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    info('apt-get update');
    await runOrFail('apt-get update', 'apt-get', ['update', '-qq'], { env, label: 'apt' });
    updated = true;
  }
  info(`apt-get install -y ${packages.join(' ')}`);
  await runOrFail(
    `apt-get install ${packages.join(' ')}`,
    'apt-get',
    ['install', '-y', '-qq', ...packages],
    {
      env,
      label: 'apt',
    },
  );
}
