import {
  DEMO_CLIENTS,
  DEMO_COACH,
  DEMO_NUTRITIONIST,
  createLogger,
  loadConfig,
} from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import type { DemoClient } from '@wellness/kit';
import { HEALTH_CONSENT, SCREENING_KEYS, addDays, roundTo } from '@wellness/contracts';
import type { Scores, Screening } from '@wellness/contracts';
import { configSchema } from './config';
import { createDb } from './db';
import { seedDemoPhotos } from './photos/demo-photos';
import { seedDemoPlan } from './nutrition/demo-plan';
import { dateOf } from './dates';
import type { Prisma } from './generated/prisma/client';
import { needsAttention } from './checkins/progress';
import { dateIn, isoWeekday } from '@wellness/kit';
import { firstDueAfter } from './checkins/schedule';

/**
 * The demo client's week, idempotent (fixed ids; a second run inserts nothing and never
 * overwrites): checkin's read model of every demo client; onboarding for Emma, Olivia and Grace;
 * Emma's 12 weeks of check-ins up to this week (a missed week, a late one, period weeks, feedback
 * on all but the newest, which waits for review), Olivia's four (the newest waiting; her health
 * screening flags her) and Grace's four, overdue since. Dates are relative to the day it runs.
 */
const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const MONDAY = 1;
const TIME_ZONE = 'Europe/London';
const DAY = 24 * 3600 * 1000;
const byName = (firstName: string) => DEMO_CLIENTS.find((c) => c.firstName === firstName)!;

const FEEDBACK = [
  'A brilliant first week, well done for getting started!',
  'Lovely consistency with your workouts. Keep the water up too.',
  'Great to see the waist coming down. Try a protein-rich breakfast on busy mornings.',
  'Period week: the scale bump is water, not fat. You did everything right.',
  'Steps are up, energy is up. That is the plan working.',
  'Sleep looked tough this week. Screens off 30 minutes earlier and see how you feel.',
  'Welcome back after the missed week. No guilt, just the next good choice.',
  'Three workouts out of three: your best week yet!',
  'Period week again, and you still held steady. Great job.',
  'The hips measurement is moving nicely. Keep going.',
  'Really proud of how you handled the birthday party this week.',
];

interface Week {
  /** Weeks before this week's Monday. */
  weeksAgo: number;
  weightKg: number;
  waist: number;
  hips: number;
  scores?: Partial<Scores>;
  hadPeriod?: boolean;
  late?: boolean;
  missedBefore?: number;
  reviewed?: boolean;
}

const SCORES: Scores = {
  energy: 6,
  sleep: 6,
  stress: 5,
  hunger: 6,
  mood: 7,
  digestion: 7,
  motivation: 8,
};

/** Emma: 12 scheduled weeks, the baseline 11 weeks before this Monday, the 6th missed. */
const EMMA: Week[] = [
  { weeksAgo: 11, weightKg: 78.4, waist: 88, hips: 106, reviewed: true },
  { weeksAgo: 10, weightKg: 78.9, waist: 87.5, hips: 106, hadPeriod: true, reviewed: true },
  { weeksAgo: 9, weightKg: 77.8, waist: 87, hips: 105.5, reviewed: true },
  { weeksAgo: 8, weightKg: 77.3, waist: 86.5, hips: 105, late: true, reviewed: true },
  { weeksAgo: 7, weightKg: 77.0, waist: 86, hips: 105, reviewed: true },
  {
    weeksAgo: 6,
    weightKg: 77.4,
    waist: 86,
    hips: 104.5,
    hadPeriod: true,
    scores: { sleep: 3, energy: 4 },
    reviewed: true,
  },
  // 5 weeks ago: missed
  { weeksAgo: 4, weightKg: 76.4, waist: 85, hips: 104, missedBefore: 1, reviewed: true },
  { weeksAgo: 3, weightKg: 76.0, waist: 84.5, hips: 103.5, reviewed: true },
  {
    weeksAgo: 2,
    weightKg: 76.5,
    waist: 84.5,
    hips: 103.5,
    hadPeriod: true,
    reviewed: true,
  },
  { weeksAgo: 1, weightKg: 75.6, waist: 84, hips: 103, reviewed: true },
  { weeksAgo: 0, weightKg: 75.2, waist: 83.5, hips: 102.5, scores: { stress: 3 } },
];

const OLIVIA: Week[] = [
  { weeksAgo: 3, weightKg: 71.2, waist: 82, hips: 101, reviewed: true },
  { weeksAgo: 2, weightKg: 70.8, waist: 81.5, hips: 101, reviewed: true },
  { weeksAgo: 1, weightKg: 70.5, waist: 81, hips: 100.5, reviewed: true },
  { weeksAgo: 0, weightKg: 70.1, waist: 80.5, hips: 100, scores: { energy: 5 } },
];

/** Grace: four weeks, reviewed, then nothing for two weeks (the coach's Missing tab). */
const GRACE: Week[] = [
  { weeksAgo: 5, weightKg: 66.0, waist: 76, hips: 98, reviewed: true },
  { weeksAgo: 4, weightKg: 65.7, waist: 75.5, hips: 97.5, reviewed: true },
  { weeksAgo: 3, weightKg: 65.5, waist: 75.5, hips: 97.5, reviewed: true },
  { weeksAgo: 2, weightKg: 65.1, waist: 75, hips: 97, reviewed: true },
];

function checkinRows(
  client: DemoClient,
  weeks: Week[],
  firstId: number,
  monday: string,
  now: Date,
): Prisma.CheckinCreateManyInput[] {
  let previous: number | null = null;
  return weeks.map((week, index) => {
    const dueDate = addDays(monday, -7 * week.weeksAgo);
    const submitted = new Date(
      Math.min(
        Date.parse(
          `${week.late ? addDays(dueDate, 1) : dueDate}T${week.late ? '20' : '07'}:30:00Z`,
        ),
        now.getTime() - 10 * 60 * 1000,
      ),
    );
    const scores = { ...SCORES, ...week.scores };
    const weightChangeKg = previous === null ? null : roundTo(week.weightKg - previous, 2);
    previous = week.weightKg;
    const missedWeeksBefore = week.missedBefore ?? 0;
    const hadPeriod = week.hadPeriod ?? false;
    const reviewedAt = week.reviewed
      ? new Date(Math.min(submitted.getTime() + DAY, now.getTime() - 5 * 60 * 1000))
      : null;
    return {
      id: demoId(firstId + index),
      clientId: client.clientId,
      dueDate: dateOf(dueDate),
      baseline: index === 0,
      late: week.late ?? false,
      missedWeeksBefore,
      submittedAt: submitted,
      updatedAt: submitted,
      weightKg: week.weightKg,
      weightChangeKg,
      chestCm: index % 2 === 0 ? 98 - index * 0.25 : null,
      waistCm: week.waist,
      hipsCm: week.hips,
      thighCm: index % 2 === 0 ? 60 - index * 0.2 : null,
      armCm: index % 4 === 0 ? 30 - index * 0.1 : null,
      ...scores,
      workoutsDone: (index % 3) + 2,
      workoutsPlanned: 4,
      adherencePercent: 70 + ((index * 7) % 25),
      steps: 6500 + index * 250,
      waterLitres: 1.5 + (index % 3) * 0.25,
      hadPeriod,
      win:
        index === 0
          ? 'Signed up and did my first workout!'
          : 'Got all my workouts in before the school run',
      struggle: hadPeriod ? 'Cravings and bloating this week' : 'Snacking after the kids go to bed',
      questions:
        index === weeks.length - 1 ? 'Can I swap the Thursday session for a long walk?' : '',
      attention: needsAttention({ scores, weightChangeKg, missedWeeksBefore, hadPeriod }),
      feedback: reviewedAt ? FEEDBACK[index % FEEDBACK.length] : null,
      reviewedAt,
      reviewedByUserId: reviewedAt ? DEMO_COACH.userId : null,
      reviewerName: reviewedAt ? DEMO_COACH.firstName : null,
    };
  });
}

/** Her health screening: every answer "no" unless given. */
const screening = (answers: Partial<Screening> = {}) => ({
  ...Object.fromEntries(SCREENING_KEYS.map((key) => [key, false])),
  weeksSinceBirth: null,
  ...answers,
});

function onboardingRow(
  client: DemoClient,
  weightKg: number,
  at: Date,
  extra: Partial<Prisma.OnboardingCreateManyInput> = {},
): Prisma.OnboardingCreateManyInput {
  return {
    clientId: client.clientId,
    goals: ['lose-weight', 'more-energy'],
    goalsOwnWords: client.goals,
    targetWeightKg: weightKg - 8,
    heightCm: 167,
    dateOfBirth: dateOf('1988-06-14'),
    weightKg,
    measurementsCm: { chest: 98, waist: 88, hips: 106, thigh: 60, arm: 30 },
    activityLevel: 'light',
    trainingExperience: 'beginner',
    trainingPlace: 'home',
    screening: screening(),
    screeningFlagged: false,
    diet: [],
    allergies: [],
    cycleTracking: { enabled: false, cycleLengthDays: null, lastPeriodStart: null },
    checkinDay: MONDAY,
    timeZone: TIME_ZONE,
    consentVersion: HEALTH_CONSENT.version,
    consentGivenAt: at,
    completedAt: at,
    createdAt: at,
    updatedAt: at,
    ...extra,
  };
}

async function seed() {
  const config = loadConfig(
    configSchema.partial({ PORT: true, REDIS_URL: true, IDENTITY_SECRET: true }),
  );
  const db = createDb(config.DATABASE_URL);
  const now = new Date();
  const today = dateIn(now, TIME_ZONE);
  const monday = addDays(today, 1 - isoWeekday(today));
  const emma = byName('Emma');
  const olivia = byName('Olivia');
  const grace = byName('Grace');
  const histories = [
    { client: emma, weeks: EMMA, firstId: 800 },
    { client: olivia, weeks: OLIVIA, firstId: 820 },
    { client: grace, weeks: GRACE, firstId: 830 },
  ];
  const lastDue = new Map(
    histories.map((h) => [
      h.client.clientId,
      addDays(monday, -7 * h.weeks[h.weeks.length - 1].weeksAgo),
    ]),
  );
  const started = (weeks: Week[]) => new Date(now.getTime() - (weeks[0].weeksAgo * 7 + 1) * DAY);

  const results = await Promise.all([
    db.client.createMany({
      data: DEMO_CLIENTS.map((c) => {
        const last = lastDue.get(c.clientId);
        return {
          clientId: c.clientId,
          userId: c.userId,
          coachUserId: DEMO_COACH.userId,
          nutritionistUserId: c.nutritionist ? DEMO_NUTRITIONIST.userId : null,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          status: c.status,
          // older than any snapshot crm sends: the first real one replaces it
          changedAt: new Date(0),
          checkinDay: last ? MONDAY : null,
          timeZone: last ? TIME_ZONE : null,
          nextDueDate: last ? dateOf(firstDueAfter(last, MONDAY)) : null,
        };
      }),
      skipDuplicates: true,
    }),
    db.onboarding.createMany({
      data: [
        onboardingRow(emma, 78.4, started(EMMA), {
          cycleTracking: {
            enabled: true,
            cycleLengthDays: 28,
            lastPeriodStart: addDays(monday, -16),
          },
        }),
        onboardingRow(olivia, 71.2, started(OLIVIA), {
          goals: ['post-baby', 'tone-up'],
          screening: screening({
            givenBirthRecently: true,
            breastfeeding: true,
            weeksSinceBirth: 39,
          }),
          screeningFlagged: olivia.screeningFlagged ?? false,
        }),
        onboardingRow(grace, 66, started(GRACE), { trainingPlace: 'gym' }),
      ],
      skipDuplicates: true,
    }),
    db.checkin.createMany({
      data: histories.flatMap((h) => checkinRows(h.client, h.weeks, h.firstId, monday, now)),
      skipDuplicates: true,
    }),
    db.replySnippet.createMany({
      data: [
        {
          id: demoId(850),
          coachUserId: DEMO_COACH.userId!,
          title: 'Period week',
          body: 'A higher number in a period week is water, not fat. Keep doing what you are doing.',
        },
        {
          id: demoId(851),
          coachUserId: DEMO_COACH.userId!,
          title: 'Missed week',
          body: 'Welcome back! A missed week is just a week. Let us pick up where we left off.',
        },
      ],
      skipDuplicates: true,
    }),
  ]);
  const created = results.reduce((sum, r) => sum + r.count, 0);
  // Emma's weeks carry generated photos (no real people): front, side and back each week.
  const photos = await seedDemoPhotos(
    db,
    fileStoreFromConfig(config),
    emma.clientId,
    EMMA.map((week, index) => ({
      checkinId: demoId(800 + index),
      dueDate: addDays(monday, -7 * week.weeksAgo),
      waistCm: week.waist,
    })),
    (n) => demoId(900 + n),
  );
  // Emma's nutrition plan, written by her nutritionist (when the demo assigns her one).
  const plans = emma.nutritionist
    ? await seedDemoPlan(
        db,
        demoId(860),
        emma.clientId,
        { userId: DEMO_NUTRITIONIST.userId!, name: DEMO_NUTRITIONIST.firstName },
        now,
      )
    : 0;
  createLogger('checkin-seed', config.LOG_LEVEL).info(
    { created, photos, plans },
    'demo check-ins seeded',
  );
  await db.$disconnect();
}

void seed();
