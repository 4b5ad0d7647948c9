import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROOT } from './paths';

const SKIP = new Set(['node_modules', 'dist', 'generated', '.data', 'test-results', 'coverage']);

function listFiles(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    out.push(path);
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (!SKIP.has(entry)) listFiles(join(path, entry), out);
  }
}

/** sha256 over the names and contents of every file under the given files/folders (build output skipped). */
export function hashPaths(paths: string[], extra = ''): string {
  const files: string[] = [];
  paths.forEach((path) => listFiles(path, files));
  const hash = createHash('sha256').update(extra);
  for (const file of files)
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

export function stampMatches(stampFile: string, hash: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

export function writeStamp(stampFile: string, hash: string): void {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, hash + '\n');
}
