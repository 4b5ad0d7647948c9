import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The monorepo root: the nearest folder upwards whose package.json declares workspaces. */
function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8')))
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no workspace root above ${start}`);
    dir = parent;
  }
}

export const ROOT = findRoot(process.cwd());
export const DATA_DIR = join(ROOT, '.data');
export const BIN = (name: string) => join(ROOT, 'node_modules', '.bin', name);
