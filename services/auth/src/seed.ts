import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  createLogger,
  hashToken,
  loadConfig,
  newToken,
} from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { hashPassword } from './passwords';

const DAY = 24 * 3600 * 1000;

/** Idempotent: creates the demo accounts that are missing, never overwrites changes. */
async function seed() {
  const config = loadConfig(
    configSchema.partial({ PORT: true, REDIS_URL: true, IDENTITY_SECRET: true }),
  );
  const db = createDb(config.DATABASE_URL);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let created = 0;
  for (const person of DEMO_ACCOUNTS) {
    const { count } = await db.user.createMany({
      data: [
        {
          id: person.userId!,
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          role: person.role,
          approvalStatus: person.approval,
          passwordHash: person.hasPassword ? passwordHash : null,
        },
      ],
      skipDuplicates: true,
    });
    created += count;
    // Someone already using the platform has signed in before: her next visit is a return.
    if (count && person.hasPassword && person.approval === 'approved') {
      await db.session.create({
        data: {
          tokenHash: hashToken(newToken()),
          userId: person.userId!,
          createdAt: new Date(Date.now() - 30 * DAY),
          expiresAt: new Date(Date.now() - 20 * DAY),
          revokedAt: new Date(Date.now() - 29 * DAY),
        },
      });
    }
  }
  createLogger('auth-seed', config.LOG_LEVEL).info(
    { created, total: DEMO_ACCOUNTS.length },
    'demo accounts seeded',
  );
  await db.$disconnect();
}

void seed();
