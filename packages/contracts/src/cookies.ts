/** Cookie names shared by auth (which sets them), the gateway (which reads them) and the shell. */
export const SESSION_COOKIE = 'wellness_session';
export const SESSION_INDICATOR_COOKIE = 'wellness_signed_in';

/**
 * The value of cookie `name` in a Cookie header or `document.cookie` ('' when set empty), or
 * undefined when it is absent. The shell and the gateway read the session cookies with it.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
