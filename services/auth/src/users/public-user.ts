import type { CurrentUser } from '@wellness/contracts';
import type { User } from '../generated/prisma/client';

export function toPublicUser(user: User): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    approvalStatus: user.approvalStatus,
  };
}
