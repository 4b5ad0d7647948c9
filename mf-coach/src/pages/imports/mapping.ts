import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, IMPORT_MESSAGES } from '@wellness/contracts';
import type { ImportField, ImportKind, ImportMapping } from '@wellness/contracts';
import type { SelectOption } from '@wellness/ui';

/** Every field a column of this kind of file can fill, then "Don't import". */
export function fieldOptions(kind: ImportKind): SelectOption[] {
  return [
    ...IMPORT_FIELDS[kind].map((field) => ({ value: field, label: IMPORT_FIELD_LABELS[field] })),
    { value: '', label: 'Don’t import' },
  ];
}

export function fieldLabel(field: string): string {
  return (IMPORT_FIELD_LABELS as Record<string, string>)[field] ?? field;
}

/** The column's field set to `field` ('' to ignore the column). */
export function setColumnField(mapping: ImportMapping, index: number, field: string) {
  return {
    columns: mapping.columns.map((c) => (c.index === index ? { ...c, field: field || null } : c)),
  };
}

/**
 * What the server would refuse (400), said before asking it: keyed by column index, with `_` for
 * the mapping as a whole. Empty when the mapping can be saved.
 */
export function mappingErrors(mapping: ImportMapping): Record<string, string> {
  const errors: Record<string, string> = {};
  const byField = new Map<string, number[]>();
  for (const column of mapping.columns) {
    if (!column.field) continue;
    byField.set(column.field, [...(byField.get(column.field) ?? []), column.index]);
  }
  for (const [field, indexes] of byField) {
    if (indexes.length < 2) continue;
    for (const index of indexes)
      errors[index] = IMPORT_MESSAGES.fieldMappedTwice(fieldLabel(field as ImportField));
  }
  if (!byField.has('email')) errors._ = IMPORT_MESSAGES.emailNotMapped;
  return errors;
}

/** The fields of this kind no column fills (shown so the coach sees what stays empty). */
export function unmappedFields(kind: ImportKind, mapping: ImportMapping): ImportField[] {
  const used = new Set(mapping.columns.map((c) => c.field));
  return IMPORT_FIELDS[kind].filter((field) => !used.has(field));
}

export function sameMapping(a: ImportMapping, b: ImportMapping): boolean {
  return (
    a.columns.length === b.columns.length &&
    a.columns.every((c, i) => c.index === b.columns[i]?.index && c.field === b.columns[i]?.field)
  );
}
