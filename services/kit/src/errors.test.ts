import { z } from 'zod';
import { DomainError, ERROR_STATUS, toHttpError } from './errors';

const prismaError = (code: string) =>
  Object.assign(new Error('prisma'), { name: 'PrismaClientKnownRequestError', code });

describe('toHttpError', () => {
  it.each(Object.entries(ERROR_STATUS))(
    'maps domain code %s to HTTP %i with the message',
    (code, status) => {
      const { status: answered, body } = toHttpError(
        new DomainError(code as keyof typeof ERROR_STATUS, 'Readable message', { extra: 1 }),
      );
      expect(answered).toBe(status);
      expect(body).toEqual({ error: 'Readable message', code, extra: 1 });
    },
  );

  it('turns zod errors into 400 with one message per field', () => {
    const schema = z.object({
      email: z.email({ message: 'Bad email' }),
      age: z.number({ message: 'Need a number' }),
    });
    const { status, body } = toHttpError(schema.safeParse({ email: 'x', age: 'y' }).error);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION',
      error: 'Bad email',
      fields: { email: 'Bad email', age: 'Need a number' },
    });
  });

  it('maps Prisma not-found to 404, unique violations to 409 and an unreachable database to 503', () => {
    expect(toHttpError(prismaError('P2025')).status).toBe(404);
    expect(toHttpError(prismaError('P2002')).status).toBe(409);
    expect(toHttpError(prismaError('P1001'))).toMatchObject({
      status: 503,
      body: { code: 'UNAVAILABLE' },
    });
  });

  it('maps a database going away mid-request to 503, however it is wrapped', () => {
    const shuttingDown = Object.assign(new Error('the database system is shutting down'), {
      code: '57P03',
    });
    const terminated = Object.assign(new Error('terminating connection'), { code: '57P01' });
    for (const error of [
      shuttingDown,
      terminated,
      Object.assign(new Error('Connection terminated unexpectedly'), { name: 'DatabaseError' }),
      Object.assign(new Error('query failed'), { cause: { code: '08006', message: 'lost' } }),
      Object.assign(prismaError('P2010'), { meta: { driverAdapterError: { cause: terminated } } }),
    ])
      expect(toHttpError(error)).toMatchObject({ status: 503, body: { code: 'UNAVAILABLE' } });
    expect(toHttpError(Object.assign(new Error('duplicate'), { code: '23505' })).status).toBe(500);
  });

  it('answers malformed and oversized JSON bodies with 400 and 413', () => {
    expect(toHttpError({ type: 'entity.parse.failed', status: 400 })).toMatchObject({
      status: 400,
      body: { error: 'Malformed JSON in request body' },
    });
    expect(toHttpError({ type: 'entity.too.large', status: 413 }).status).toBe(413);
  });

  it('never leaks a stack trace or internal message', () => {
    const { status, body } = toHttpError(new Error('secret connection string postgres://u:p@h'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toMatch(/postgres|secret|at /);
  });
});
