import { existsSync } from 'node:fs';
import { InfraError, info } from './log';
import { aptInstall, canInstallSystemPackages } from './provision/system-packages';

export const CHROMIUM = '/usr/bin/chromium';

/** Debian's Chromium drives the browser tests (Playwright cannot download its own browsers here). */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  if (!canInstallSystemPackages()) {
    throw new InfraError(
      `${CHROMIUM} is missing. Install it (sudo apt-get install -y chromium) or run with --skip e2e.`,
    );
  }
  info("Chromium is missing: installing Debian's chromium package");
  await aptInstall(['chromium']);
}
