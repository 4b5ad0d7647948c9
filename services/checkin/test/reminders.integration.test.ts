import request from 'supertest';
import { createLogger, createRedis, nameBasedEventId } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import { TEST_REDIS_URL, testQueuePrefix, waitFor } from '@wellness/kit/src/testing';
import { planReminders, reminderName, sendReminder } from '../src/reminders/handlers';
import type { ReminderDeps, ReminderJob } from '../src/reminders/handlers';
import { PLAN_JOB, startReminders } from '../src/reminders/jobs';
import { checkinReminderSource } from '../src/reminders/source';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { clientChanged, onboard, outboxPayloads, seedPeople, week } from './fixtures';
import type { People } from './fixtures';

/**
 * The reminder jobs on real Redis and Postgres, driven by the test's clock: job delays are
 * computed from it, so a reminder "at 09:00 on Monday" runs a moment after the clock is set just
 * before it. Emma and Olivia (London) sent their baseline on Monday 23 November; their first
 * weekly check-in is due Monday 30 November.
 */
const log = createLogger('reminders-test', 'silent');
let h: CheckinHarness;
let p: People;
let deps: ReminderDeps;
let producer: Redis;
let reminders: ReturnType<typeof startReminders>;

beforeAll(async () => {
  h = await startCheckin({}, '2026-11-23T10:00:00Z');
  p = await seedPeople(h);
  for (const as of [p.as.emma, p.as.olivia]) {
    await onboard(h, as);
    await request(h.app).post('/api/checkins').set(as).send(week(74)).expect(201);
  }
  deps = {
    db: h.db,
    clock: h.clock,
    reminderSource: checkinReminderSource('Europe/London'),
  };
  producer = createRedis(TEST_REDIS_URL, { failFast: true, name: 'reminders-test' });
  reminders = startReminders(
    deps,
    { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: testQueuePrefix('reminders') },
    producer,
    log,
    { planEveryMs: 3600_000 },
  );
  await reminders.started;
});
afterAll(async () => {
  await reminders.queue.queue.obliterate({ force: true });
  for (const close of reminders.closers) await close();
  await producer.quit();
  await h.close();
});

const reminderEvents = () => outboxPayloads(h.db, 'checkin.reminder_due');
/** The reminder jobs of a due date, once each has finished, with what it did. */
const finished = (jobs: ReminderJob[]) =>
  waitFor(
    async () => {
      const done = await Promise.all(
        jobs.map(async (job) => {
          const found = await reminders.queue.queue.getJob(reminderName(job));
          return found && (await found.isCompleted()) ? found.returnvalue : null;
        }),
      );
      return done.every(Boolean) ? done : null;
    },
    { what: 'the reminder jobs to run', timeoutMs: 15000 },
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

it('keeps one planner job scheduler', async () => {
  const schedulers = await reminders.queue.queue.getJobSchedulers();
  expect(schedulers.map((s) => [s.key, s.every])).toEqual([[PLAN_JOB, 3600000]]);
});

it('sends the due-day reminder at 09:00 on her clock, once, however often it is planned', async () => {
  h.clock.set('2026-11-30T08:59:59.600Z');
  await reminders.queue.planNow();
  await reminders.queue.planNow();
  const due = (clientId: string): ReminderJob => ({ clientId, dueDate: '2026-11-30', kind: 'due' });
  expect(await finished([due(p.emma.clientId), due(p.olivia.clientId)])).toEqual(['sent', 'sent']);
  await settle();
  const events = await reminderEvents();
  expect(events).toHaveLength(2);
  expect(events).toEqual(
    expect.arrayContaining([
      {
        clientId: p.emma.clientId,
        userId: p.emma.userId,
        email: p.emma.email,
        firstName: p.emma.firstName,
        lastName: p.emma.lastName,
        kind: 'due',
        dueDate: '2026-11-30',
      },
      expect.objectContaining({ clientId: p.olivia.clientId, kind: 'due' }),
    ]),
  );
  const rows = await h.db.outboxEvent.findMany({ where: { type: 'checkin.reminder_due' } });
  expect(rows.map((row) => row.id).sort()).toEqual(
    [due(p.emma.clientId), due(p.olivia.clientId)]
      .map((job) => nameBasedEventId(reminderName(job)))
      .sort(),
  );

  // Run again (a redelivery, a second worker): nothing more is written.
  expect(await sendReminder(deps, due(p.emma.clientId))).toBe('already-sent');
  // Its job gone from Redis (retention) and planned again within the send-late window: still once.
  await reminders.queue.queue.remove(reminderName(due(p.olivia.clientId)));
  h.clock.set('2026-11-30T10:00:00.000Z');
  await reminders.queue.planNow();
  expect(await finished([due(p.olivia.clientId)])).toEqual(['already-sent']);
  expect(await reminderEvents()).toHaveLength(2);
});

it('nudges two days late only the client who has not checked in; a late check-in wins the race', async () => {
  // Both overdue nudges are planned, due in three seconds…
  h.clock.set('2026-12-02T08:59:57.000Z');
  await reminders.queue.planNow();
  const overdue = (clientId: string): ReminderJob => ({
    clientId,
    dueDate: '2026-11-30',
    kind: 'overdue',
  });
  await waitFor(() => reminders.queue.queue.getJob(reminderName(overdue(p.emma.clientId))), {
    what: 'the nudge to be planned',
  });
  // …and Emma checks in (late) before hers runs. Nothing is cancelled: the job looks at run time.
  const late = await request(h.app).post('/api/checkins').set(p.as.emma).send(week(73.5));
  expect(late.status).toBe(201);
  expect(late.body.checkin).toMatchObject({ dueDate: '2026-11-30', late: true });

  expect(await finished([overdue(p.emma.clientId), overdue(p.olivia.clientId)])).toEqual([
    'checked-in',
    'sent',
  ]);
  await settle();
  expect((await reminderEvents()).filter((e) => e.kind === 'overdue')).toEqual([
    expect.objectContaining({ clientId: p.olivia.clientId, dueDate: '2026-11-30' }),
  ]);
  // Emma's due-day reminder for that week, run again now, sends nothing either.
  expect(
    await sendReminder(deps, { clientId: p.emma.clientId, dueDate: '2026-11-30', kind: 'due' }),
  ).toBe('checked-in');
});

it('sends nothing for a date that is no longer hers, or to a client who is not active', async () => {
  // Emma's next week is 7 December; a stale job for another date does nothing.
  expect(
    await sendReminder(deps, { clientId: p.emma.clientId, dueDate: '2026-12-08', kind: 'due' }),
  ).toBe('not-scheduled');
  await clientChanged(h, { ...p.olivia, status: 'paused' });
  expect(
    await sendReminder(deps, { clientId: p.olivia.clientId, dueDate: '2026-12-07', kind: 'due' }),
  ).toBe('not-scheduled');
  h.clock.set('2026-12-07T08:50:00.000Z');
  const planned = await planReminders(deps);
  expect(planned.map((r) => [r.clientId, r.kind, r.dueDate])).toEqual([
    [p.emma.clientId, 'due', '2026-12-07'],
  ]);
});
