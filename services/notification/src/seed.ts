import { createLogger, loadConfig } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { brandFrom } from './emails/brand';
import { renderEmail } from './emails/render';
import type { RenderedEmail } from './emails/render';
import type { NewEmail } from './emails/repository';
import { approvalDecision, leadAlert, leadConfirmation } from './emails/templates';
import type { TemplateDefinition } from './emails/templates';
import { seedDemoMessages } from './messages/demo-messages';
import { seedAutomations } from './automations/seed';

/**
 * Idempotent demo data: a few sent emails so the coach's email log is not empty, and a thread
 * between Emma and her coach.
 * Fixed ids: running it again changes nothing. Needs DATABASE_URL only.
 */
const seedConfigSchema = configSchema.pick({
  DATABASE_URL: true,
  APP_URL: true,
  BUSINESS_NAME: true,
  COACH_NAME: true,
  BRAND_COLOUR: true,
  ACCENT_COLOUR: true,
  REPLY_TO: true,
  POSTAL_ADDRESS: true,
  COACH_EMAIL: true,
  LOG_LEVEL: true,
});

const HOUR = 3600 * 1000;

async function main() {
  const config = loadConfig(seedConfigSchema);
  const log = createLogger('notification', config.LOG_LEVEL).child({ component: 'seed' });
  const brand = brandFrom(config);
  /** A demo email as the default template renders it. */
  const byDefault = <P>(template: TemplateDefinition<P>, payload: P) =>
    renderEmail(brand, template.category, template, template.fieldsOf(payload, brand));
  const lead = {
    firstName: 'Emma',
    lastName: 'Clarke',
    email: 'emma.clarke@example.com',
    source: 'discovery',
  };
  const demo: Array<{
    id: string;
    hoursAgo: number;
    email: Omit<NewEmail, keyof RenderedEmail>;
    rendered: Promise<RenderedEmail>;
  }> = [
    {
      id: '5eed0000-0000-4000-8000-000000000001',
      hoursAgo: 26,
      email: { template: 'lead-confirmation', to: lead.email },
      rendered: byDefault(leadConfirmation, lead),
    },
    {
      id: '5eed0000-0000-4000-8000-000000000002',
      hoursAgo: 26,
      email: { template: 'lead-alert', to: brand.coachEmail, replyTo: lead.email },
      rendered: byDefault(leadAlert, lead),
    },
    {
      id: '5eed0000-0000-4000-8000-000000000003',
      hoursAgo: 3,
      email: { template: 'approval-decision', to: 'olivia.bennett@example.com' },
      rendered: byDefault(approvalDecision, { firstName: 'Olivia', decision: 'approved' }),
    },
  ];
  const db = createDb(config.DATABASE_URL);
  try {
    for (const { id, hoursAgo, email, rendered } of demo) {
      const createdAt = new Date(Date.now() - hoursAgo * HOUR);
      await db.emailMessage.upsert({
        where: { id },
        update: {},
        create: {
          id,
          ...email,
          ...(await rendered),
          status: 'sent',
          attempts: 1,
          createdAt,
          sentAt: new Date(createdAt.getTime() + 2000),
        },
      });
    }
    await seedDemoMessages(db);
    await seedAutomations(db);
    log.info({ emails: demo.length }, 'notification demo data in place (emails, Emma’s messages)');
  } finally {
    await db.$disconnect();
  }
}

main().catch((error) => {
  process.stderr.write(`notification seed failed: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
