import { readFileSync, statSync } from 'node:fs';

/** Where the static site reports a built file it cannot use (the gateway's logger). */
export type Warn = (message: string) => void;

/**
 * A built file, parsed, and read again only when it changes: a rebuilt front end needs no gateway
 * restart. Null while the file is missing, or when `parse` throws (it says why to `warn`).
 */
export function fileWhenChanged<T>(
  file: string,
  parse: (bytes: Buffer) => T,
  warn: Warn,
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
