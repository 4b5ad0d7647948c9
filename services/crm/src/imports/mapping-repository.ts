import type { ImportKind, ImportMapping } from '@wellness/contracts';
import type { Db } from '../db';

/** The import_mappings table: mappings coaches saved, by the headers they fit. */

export async function rememberedMapping(
  db: Db,
  coachUserId: string,
  kind: ImportKind,
  signature: string,
): Promise<ImportMapping | null> {
  const saved = await db.importMapping.findUnique({
    where: { coachUserId_kind_signature: { coachUserId, kind, signature } },
  });
  return saved ? (saved.mapping as ImportMapping) : null;
}

export async function rememberMapping(
  db: Db,
  coachUserId: string,
  kind: ImportKind,
  signature: string,
  mapping: ImportMapping,
): Promise<void> {
  await db.importMapping.upsert({
    where: { coachUserId_kind_signature: { coachUserId, kind, signature } },
    create: { coachUserId, kind, signature, mapping },
    update: { mapping },
  });
}
