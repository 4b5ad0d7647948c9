/** A timestamp as ISO 8601 (raw SQL rows may carry dates as strings). */
export const iso = (value: Date | string): string => new Date(value).toISOString();

export const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : iso(value);
