/** A DATE column as Prisma returns it (midnight UTC) as YYYY-MM-DD, and back. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
export const dateOf = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const dayOrNull = (date: Date | null): string | null => (date ? dayOf(date) : null);
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);
