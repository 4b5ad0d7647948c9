import type { BodyPositions } from './request-body';
import type { FieldErrors } from './plan-draft';

// What a failed request says: the shell's API client rejects with an Error carrying the HTTP status
// and the parsed body (`{ error, fields }`).

/** The server's field paths (positions in the body) as positions in the draft. */
export function errorsToDraft(fields: FieldErrors, positions: BodyPositions): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^meals\.(\d+)(?:\.options\.(\d+))?(.*)$/.exec(path);
    if (!match) {
      out[path] = message;
      continue;
    }
    const meal = positions.meals[Number(match[1])];
    if (!meal) {
      out[path] = message;
      continue;
    }
    const optionPart =
      match[2] === undefined ? '' : `.options.${meal.options[Number(match[2])] ?? match[2]}`;
    out[`meals.${meal.meal}${optionPart}${match[3]}`] = message;
  }
  return out;
}

/** The server's 400 field messages from a failed request (`body.fields`). */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  const fields = (error as { body?: { fields?: unknown } } | null)?.body?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof v === 'string' && v) out[k] = v;
  }
  return out;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  if (typeof body?.error === 'string' && body.error) return body.error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The one message a small form shows: its field's, else the first field's, else the error's. */
export function formErrorMessage(error: unknown, field?: string, fallback?: string): string {
  const fields = fieldErrorsFrom(error);
  return (
    (field === undefined ? undefined : fields[field]) ??
    Object.values(fields)[0] ??
    errorMessage(error, fallback)
  );
}
