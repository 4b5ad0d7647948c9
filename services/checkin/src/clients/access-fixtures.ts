import type { Role } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';

// The rows of the access table tests: a caller of each role, and clients in each relation to her.

export const ME = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
export const OTHER = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

export const callerAs = (role: Role, userId = ME): Caller => ({
  identity: { userId, role, sessionId: 's', email: 'x@example.com', firstName: 'X', exp: 0 },
  correlationId: 'c',
});

/** A client assigned to me (a nutritionist), my own record, someone else's, and one unassigned. */
export const RELATIONS = {
  assignedToMe: { userId: OTHER, nutritionistUserId: ME },
  mine: { userId: ME, nutritionistUserId: OTHER },
  someoneElses: { userId: OTHER, nutritionistUserId: OTHER },
  unassigned: { userId: null, nutritionistUserId: null },
} as const;
