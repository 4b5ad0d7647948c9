import { z } from 'zod';

/** Field types the crm contracts share. */
export const id = z.uuid({ message: 'must be a valid id' });
export const isoDate = z.string();
export const person = { firstName: z.string(), lastName: z.string() };
export const trimmed = (max: number, message: string) =>
  z.string().trim().min(1, { message }).max(max);
