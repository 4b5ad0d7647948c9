import { randomUUID } from 'node:crypto';
import type { Caller } from '@wellness/kit';
import type { Role } from '@wellness/contracts';
import { canSeeImport, visibleImport } from './access';

const caller = (userId: string, role: Role): Caller => ({
  identity: { userId, role, firstName: 'Sarah' } as Caller['identity'],
  correlationId: 'test',
});

describe('who may see an import', () => {
  const coach = randomUUID();
  const other = randomUUID();
  const row = { coachUserId: coach };

  it.each([
    ['its coach', caller(coach, 'coach'), true],
    ['another coach', caller(other, 'coach'), false],
    ['a client with the same id', caller(coach, 'client'), false],
    ['a nutritionist', caller(other, 'nutritionist'), false],
  ])('%s: %s', (_who, who, allowed) => {
    expect(canSeeImport(who, row)).toBe(allowed);
  });

  it('answers someone else’s import as not found', () => {
    expect(() => visibleImport(caller(other, 'coach'), row)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(() => visibleImport(caller(coach, 'coach'), null)).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    expect(visibleImport(caller(coach, 'coach'), row)).toBe(row);
  });
});
