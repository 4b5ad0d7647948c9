/** What the shell's API client rejects with: an Error carrying the HTTP status and the parsed body. */
interface ApiFailure {
  message?: unknown;
  status?: unknown;
  body?: unknown;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as ApiFailure | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The server's message, or a fallback when the failure carries none (network down, bad JSON). */
export function errorText(error: unknown, fallback = 'Something went wrong. Please try again.') {
  const message = (error as ApiFailure | null)?.message;
  if (typeof message !== 'string' || !message || /^HTTP \d+$/.test(message)) return fallback;
  if (/failed to fetch|networkerror|load failed/i.test(message))
    return 'We could not reach the server. Check your connection and try again.';
  return message;
}

/** Field-level messages of a 400 (`{ fields: { 'measurementsCm.waist': '...' } }`). */
export function errorFields(error: unknown): Record<string, string> {
  const body = (error as ApiFailure | null)?.body;
  const fields = (body as { fields?: unknown } | null | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** A value of the 400's body besides `fields` (e.g. `missing` of onboarding's complete). */
export function errorBodyValue(error: unknown, key: string): unknown {
  const body = (error as ApiFailure | null)?.body;
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
}

/** First message per field of a failed zod parse, keyed by the dotted path (as the API names them). */
export function zodFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
