/**
 * The demo business seeded by `npm start`: the same people in every service's database,
 * joined by fixed ids. Documented in README (Demo accounts).
 */
export const DEMO_PASSWORD = 'wellness-demo';

type DemoRole = 'coach' | 'client' | 'nutritionist';

export interface DemoPerson {
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  role: DemoRole;
  approval: 'approved' | 'pending';
  hasPassword: boolean;
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DEMO_COACH: DemoPerson = {
  userId: id(1),
  email: 'coach@demo.test',
  firstName: 'Sarah',
  lastName: 'Mitchell',
  role: 'coach',
  approval: 'approved',
  hasPassword: true,
};
export const DEMO_NUTRITIONIST: DemoPerson = {
  userId: id(2),
  email: 'nutritionist@demo.test',
  firstName: 'Nina',
  lastName: 'Patel',
  role: 'nutritionist',
  approval: 'approved',
  hasPassword: true,
};

export interface DemoClient extends DemoPerson {
  clientId: string;
  status: 'active' | 'paused' | 'pending' | 'archived';
  goals: string;
  nutritionist: boolean;
  joinedDaysAgo: number;
  /** Her onboarding health screening has a "yes" the coach has not reviewed (checkin's seed). */
  screeningFlagged?: boolean;
  /** Her tags (crm), for the client table's filter and email segments. */
  tags?: string[];
}

const client = (
  n: number,
  firstName: string,
  lastName: string,
  extra: Partial<DemoClient> = {},
): DemoClient => ({
  userId: id(100 + n),
  clientId: id(200 + n),
  email:
    n === 0 ? 'client@demo.test' : `${firstName.toLowerCase()}.${lastName.toLowerCase()}@demo.test`,
  firstName,
  lastName,
  role: 'client',
  approval: 'approved',
  hasPassword: true,
  status: 'active',
  goals: 'Lose weight and feel stronger',
  nutritionist: true,
  joinedDaysAgo: 30 + n * 17,
  ...extra,
});

export const DEMO_CLIENTS: DemoClient[] = [
  client(0, 'Emma', 'Wilson', {
    goals: 'Lose 8 kg before summer and keep up with the kids',
    tags: ['vip'],
  }),
  client(1, 'Olivia', 'Brown', {
    goals: 'Build strength after my second baby',
    screeningFlagged: true,
    tags: ['postnatal'],
  }),
  client(2, 'Sophie', 'Taylor', {
    status: 'paused',
    nutritionist: false,
    goals: 'Sleep better and snack less',
  }),
  client(3, 'Grace', 'Evans', {
    goals: 'Run 5 km without stopping',
    tags: ['postnatal', 'runner'],
  }),
  client(4, 'Chloe', 'Roberts', { status: 'archived', nutritionist: false, hasPassword: false }),
  client(5, 'Amelia', 'Hughes', {
    status: 'pending',
    nutritionist: false,
    hasPassword: false,
    joinedDaysAgo: 2,
  }),
];

export const DEMO_REGISTRATIONS: DemoPerson[] = [
  {
    userId: id(301),
    email: 'lucy.green@demo.test',
    firstName: 'Lucy',
    lastName: 'Green',
    role: 'client',
    approval: 'pending',
    hasPassword: true,
  },
  {
    userId: id(302),
    email: 'hannah.king@demo.test',
    firstName: 'Hannah',
    lastName: 'King',
    role: 'client',
    approval: 'pending',
    hasPassword: true,
  },
];

export interface DemoLead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'new' | 'contacted' | 'call_booked' | 'won' | 'lost';
  source: string;
  daysAgo: number;
  goals: string[];
  challenge: string;
}

const lead = (
  n: number,
  firstName: string,
  lastName: string,
  status: DemoLead['status'],
  daysAgo: number,
  source = 'discovery',
): DemoLead => ({
  id: id(400 + n),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
  status,
  source,
  daysAgo,
  goals: ['Lose weight', 'More energy'],
  challenge: 'Finding time between school runs and work',
});

export const DEMO_LEADS: DemoLead[] = [
  lead(1, 'Jessica', 'Moore', 'new', 1),
  lead(2, 'Rachel', 'Clark', 'new', 3, 'instagram'),
  lead(3, 'Laura', 'Walker', 'contacted', 5),
  lead(4, 'Megan', 'Hall', 'call_booked', 6, 'referral'),
  lead(5, 'Kate', 'Young', 'won', 20),
  lead(6, 'Anna', 'Scott', 'lost', 40, 'facebook'),
];

/** Every account auth should hold. */
export const DEMO_ACCOUNTS: DemoPerson[] = [
  DEMO_COACH,
  DEMO_NUTRITIONIST,
  ...DEMO_CLIENTS,
  ...DEMO_REGISTRATIONS,
];
