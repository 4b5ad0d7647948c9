/** A timestamp as ISO 8601 (raw SQL rows may carry dates as strings). */
export const iso = (value: Date | string): string => new Date(value).toISOString();

export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);

/** A day as the UK writes it in a sentence or a receipt: "3 December 2026" (London's date). */
export const longDate = (value: Date | string): string =>
  new Date(value).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
