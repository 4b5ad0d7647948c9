import { join } from 'node:path';
import { z } from 'zod';
import { FIRST_SCREENS_MANIFEST } from '@wellness/contracts';
import type { FirstScreensManifest, RemoteName } from '@wellness/contracts';
import { fileWhenChanged } from '../file-when-changed';
import type { Warn } from '../file-when-changed';

const manifestSchema = z.object({
  version: z.literal(1),
  css: z.string(),
  pages: z.array(z.object({ page: z.string(), title: z.string(), html: z.string() })),
}) satisfies z.ZodType<FirstScreensManifest>;

/**
 * A remote's prerendered first screens (dist/prerender/first-screens.json), read again when the file
 * changes. Null when it has none or it is unusable.
 */
export function firstScreensOf(
  staticRoot: string,
  remote: RemoteName,
  warn: Warn,
): () => FirstScreensManifest | null {
  return fileWhenChanged(
    join(staticRoot, remote, 'dist', FIRST_SCREENS_MANIFEST),
    (bytes) => manifestSchema.parse(JSON.parse(bytes.toString('utf8'))),
    warn,
  );
}
