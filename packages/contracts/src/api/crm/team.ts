import { z } from 'zod';
import { isoDate, person, trimmed } from './fields';

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
  email: z
    .string()
    .trim()
    .pipe(z.email({ message: 'Please enter a valid email' })),
  firstName: trimmed(100, 'First name is required'),
  lastName: trimmed(100, 'Last name is required'),
  role: z.enum(['coach', 'nutritionist'], { message: 'Choose coach or nutritionist' }),
});
export const teamUpdateSchema = z.object({ status: z.literal('deactivated') });
export const TEAM_MESSAGES = {
  alreadyMember: 'Someone with this email is already on your team',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  notNutritionist: 'Clients can only be assigned to an active nutritionist',
} as const;
