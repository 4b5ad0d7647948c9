import { MESSAGES } from '@wellness/contracts';
import type { RegisterResponse, registerSchema } from '@wellness/contracts';
import type { z } from 'zod';
import { DomainError, conflict, recordEvent } from '@wellness/kit';
import type { AuthDeps } from '../deps';
import type { Visitor } from '../visitor';
import { hashPassword } from '../passwords';
import { createUser, findUserByEmail } from '../users/repository';

export const REGISTRATION_MESSAGES = {
  pending:
    'Thanks for signing up! Your coach will review your account shortly, and we will email you as soon as it is approved.',
  roleByInvitation: 'Coach and nutritionist accounts are created by invitation from the coach.',
};

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === 'P2002';
}

export async function register(
  deps: AuthDeps,
  visitor: Visitor,
  input: z.output<typeof registerSchema>,
): Promise<RegisterResponse> {
  if (input.role !== 'client')
    throw new DomainError('FORBIDDEN', REGISTRATION_MESSAGES.roleByInvitation);
  if (await findUserByEmail(deps.db, input.email)) throw conflict(MESSAGES.accountExists);
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.$transaction(async (tx) => {
      const user = await createUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'client',
        approvalStatus: 'pending',
        passwordHash,
      });
      await recordEvent(
        tx,
        'user.registered',
        {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
        },
        { correlationId: visitor.correlationId, actor: null },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.accountExists);
    throw error;
  }
  return { approvalStatus: 'pending', message: REGISTRATION_MESSAGES.pending };
}
