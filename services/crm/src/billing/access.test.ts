import type { Caller } from '@wellness/kit';
import { canReadBilling } from './access';

const caller = (role: 'coach' | 'client' | 'nutritionist', userId: string): Caller =>
  ({ identity: { role, userId, firstName: 'A' }, correlationId: 'c' }) as unknown as Caller;

describe('canReadBilling', () => {
  const hers = { userId: 'u-1' };
  it.each([
    ['coach', 'u-9', true],
    ['client', 'u-1', true],
    ['client', 'u-2', false],
    ['nutritionist', 'u-1', false],
  ] as const)('%s %s → %s', (role, userId, expected) => {
    expect(canReadBilling(caller(role, userId), hers)).toBe(expected);
  });

  it('a client without an account is no one’s to read but the coach’s', () => {
    expect(canReadBilling(caller('client', 'u-1'), { userId: null })).toBe(false);
  });
});
