/** A form body decoded into nested objects and arrays, the way Stripe reads it. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Decodes `application/x-www-form-urlencoded` with Stripe's bracket notation:
 * `line_items[0][price_data][unit_amount]=4900` → `{ line_items: [{ price_data: { unit_amount: '4900' } }] }`.
 * Numeric segments (and `[]`) make arrays; values stay strings, as on the wire.
 */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const segments = keySegments(key);
    if (segments.length > 0) assign(root, segments, value);
  }
  return root;
}

function keySegments(key: string): string[] {
  const head = key.match(/^[^[]*/)?.[0] ?? '';
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]);
  return head === '' ? rest : [head, ...rest];
}

function assign(container: FormObject | FormValue[], segments: string[], value: string): void {
  const [segment, ...rest] = segments;
  const slot = segment === '' && Array.isArray(container) ? String(container.length) : segment;
  const record = container as Record<string, FormValue>;
  if (rest.length === 0) {
    record[slot] = value;
    return;
  }
  const existing = record[slot];
  const child =
    typeof existing === 'object' ? existing : /^\d*$/.test(rest[0]) ? ([] as FormValue[]) : {};
  record[slot] = child;
  assign(child, rest, value);
}

/** The value when it is a nested object. */
export function formObject(value: FormValue | undefined): FormObject | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function formString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function formInteger(value: FormValue | undefined): number | undefined {
  const text = formString(value);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
}

export function formBoolean(value: FormValue | undefined): boolean | undefined {
  const text = formString(value);
  return text === 'true' ? true : text === 'false' ? false : undefined;
}

/** String-valued metadata; on an update an empty value removes the key (see `mergeMetadata`). */
export function formMetadata(value: FormValue | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(formObject(value) ?? {}))
    if (typeof entry === 'string') metadata[key] = entry;
  return metadata;
}

/** Items of an array, whether sent as `x[0]=…` (array) or sparse keys. */
export function formList(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined);
  const object = formObject(value);
  return object ? Object.values(object) : [];
}

/** Stripe's metadata update: keys merge, an empty value removes the key. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string>) {
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === '') delete merged[key];
  return merged;
}
