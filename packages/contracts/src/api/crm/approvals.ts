import { z } from 'zod';
import { roleSchema } from '../../roles';
import { pageQuerySchema } from '../paging';
import { text } from '../text';
import { TEXT_LIMITS } from '../text-limits';
import { isoDate, person } from './fields';

/** Registrations waiting for the coach's decision (crm, coach only). */
export const approvalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  ...person,
  note: z.string().nullable(),
  /** The role she registered with (added by the crm back end; always sent). */
  role: roleSchema.optional(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  createdAt: isoDate,
  decidedAt: isoDate.nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export const rejectApprovalSchema = z.object({
  reason: text({ label: 'Reason', max: TEXT_LIMITS.longText }).optional(),
});
export const APPROVAL_MESSAGES = {
  alreadyDecided: 'This registration has already been decided',
} as const;
