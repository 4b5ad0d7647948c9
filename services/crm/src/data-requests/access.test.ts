import type { Caller } from '@wellness/kit';
import { canReadDataRequest } from './access';

const HER = '5f0c1a52-6a4e-4c1e-9d7b-0a4f3b2c1d00';
const SOMEONE_ELSE = '7d3e2b41-1c9f-4b8a-8e6d-2f5a4c3b2a11';

const as = (role: Caller['identity']['role'], userId: string): Caller => ({
  identity: { userId, role, sessionId: 's', email: 'x@example.com', firstName: 'X', exp: 0 },
  correlationId: 'c',
});

describe('data requests: who may see one', () => {
  it.each([
    ['the coach, any client’s', as('coach', SOMEONE_ELSE), HER, true],
    ['the coach, an erased client’s', as('coach', SOMEONE_ELSE), null, true],
    ['the client, her own', as('client', HER), HER, true],
    ['another client', as('client', SOMEONE_ELSE), HER, false],
    ['a client, an erased client’s', as('client', HER), null, false],
    ['a nutritionist, even her own user id', as('nutritionist', HER), HER, false],
  ] as const)('%s → %s', (_who, caller, clientUserId, expected) => {
    expect(canReadDataRequest(caller, { clientUserId })).toBe(expected);
  });
});
