/** "a", "a and b", "a, b and c". */
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The detail edits of a PATCH, and how the timeline tells them. `input` holds the fields sent (an
 * absent one is left alone); a `clearable` field sent empty is cleared (null). `summary` names the
 * fields whose value differs from the record's ("Updated first name and phone"), or is null.
 */
export function changedFields<R, K extends keyof R & string>(
  record: R,
  input: { [F in NoInfer<K>]?: string | null },
  labels: Record<K, string>,
  clearable: readonly NoInfer<K>[] = [],
): { edits: Partial<Pick<R, K>>; summary: string | null } {
  const fields = Object.keys(labels) as K[];
  const edits: Partial<Record<K, unknown>> = {};
  for (const field of fields) {
    const value = input[field];
    if (value !== undefined) edits[field] = clearable.includes(field) ? value || null : value;
  }
  const changed = fields.filter((field) => field in edits && edits[field] !== record[field]);
  return {
    edits: edits as Partial<Pick<R, K>>,
    summary: changed.length ? `Updated ${listOf(changed.map((field) => labels[field]))}` : null,
  };
}
