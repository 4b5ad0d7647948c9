import { z } from 'zod';
import { text } from '../text';
import { TEXT_LIMITS } from '../text-limits';
import { MESSAGES } from '../../messages';
import { firstName, isoDate, lastName, person } from './fields';

/** The coach's team (crm, coach only): coaches and nutritionists, invitations, deactivation. */
export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  ...person,
  role: z.enum(['coach', 'nutritionist']),
  status: z.enum(['invited', 'active', 'deactivated']),
  assignedClients: z.number().int(),
  createdAt: isoDate,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
/** `GET /api/team` answers the whole team (oldest first), not a page. */
export const teamListSchema = z.array(teamMemberSchema);
export const teamInvitationSchema = z.object({
  email: text({
    label: 'Email',
    max: TEXT_LIMITS.email,
    invalid: MESSAGES.invalidEmail,
    tooLong: MESSAGES.invalidEmail,
  }).pipe(z.email({ message: MESSAGES.invalidEmail })),
  firstName,
  lastName,
  role: z.enum(['coach', 'nutritionist'], { message: 'Choose coach or nutritionist' }),
});
export const teamUpdateSchema = z.object({ status: z.literal('deactivated') });
export const TEAM_MESSAGES = {
  alreadyMember: 'Someone with this email is already on your team',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  notNutritionist: 'Clients can only be assigned to an active nutritionist',
} as const;
