import { z } from 'zod';
import { text } from '../text';
import { TEXT_LIMITS } from '../text-limits';
import { MESSAGES } from '../../messages';

/** Field types the crm contracts share. */
export const id = z.uuid({ message: 'must be a valid id' });
export const isoDate = z.string();
export const person = { firstName: z.string(), lastName: z.string() };

/** A first and a last name as a coach edits them. */
export const firstName = text({
  label: 'First name',
  max: TEXT_LIMITS.name,
  required: MESSAGES.firstNameRequired,
});
export const lastName = text({
  label: 'Last name',
  max: TEXT_LIMITS.name,
  required: MESSAGES.lastNameRequired,
});
export const phone = text({ label: 'Phone', max: TEXT_LIMITS.phone });
export const search = text({ label: 'Search', max: TEXT_LIMITS.search });
