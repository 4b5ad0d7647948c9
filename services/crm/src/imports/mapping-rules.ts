import { IMPORT_FIELDS, IMPORT_FIELD_LABELS, IMPORT_MESSAGES } from '@wellness/contracts';
import type { ImportField, ImportKind, ImportMapping } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';

const refused = (message: string, field = 'mapping') =>
  new DomainError('BAD_REQUEST', message, { fields: { [field]: message } });

/**
 * A mapping the coach may use for this file (400 otherwise): one entry per column of the file, each
 * field of this kind of import, none twice, and email mapped. Answers it with the file's headers.
 */
export function checkedMapping(
  kind: ImportKind,
  headers: string[],
  mapping: ImportMapping,
): ImportMapping {
  const fields: readonly string[] = IMPORT_FIELDS[kind];
  const byIndex = new Map(mapping.columns.map((column) => [column.index, column.field]));
  for (const column of mapping.columns)
    if (column.index >= headers.length)
      throw refused(`The file has no column ${column.index + 1}: it has ${headers.length}`);
  const seen = new Set<string>();
  for (const field of byIndex.values()) {
    if (field === null) continue;
    if (!fields.includes(field)) throw refused(IMPORT_MESSAGES.unknownField(field));
    if (seen.has(field))
      throw refused(IMPORT_MESSAGES.fieldMappedTwice(IMPORT_FIELD_LABELS[field as ImportField]));
    seen.add(field);
  }
  if (!seen.has('email')) throw refused(IMPORT_MESSAGES.emailNotMapped, 'email');
  return {
    columns: headers.map((header, index) => ({ index, header, field: byIndex.get(index) ?? null })),
  };
}
