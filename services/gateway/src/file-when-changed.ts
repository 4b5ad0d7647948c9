import { readFileSync, statSync } from 'node:fs';

/**
 * A built file, parsed, and read again only when it changes: a rebuilt front end needs no gateway
 * restart. Null while the file is missing, or when `parse` throws (it says why to `warn`).
 */
export function fileWhenChanged<T>(
  file: string,
  parse: (bytes: Buffer) => T,
  warn: (message: string) => void = (message) => console.warn(`[gateway] ${message}`),
): () => T | null {
  let stamp = -1;
  let value: T | null = null;
  return () => {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (mtime === stamp) return value;
    stamp = mtime;
    value = null;
    if (mtime < 0) return null;
    try {
      value = parse(readFileSync(file));
    } catch (error) {
      warn(`${file} unusable: ${(error as Error).message}`);
    }
    return value;
  };
}
