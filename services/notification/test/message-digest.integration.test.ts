import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Conversation, Message } from '@wellness/contracts';
import { brandFrom } from '../src/emails/brand';
import { sendMessageDigests } from '../src/messages/digest';
import type { DigestDeps } from '../src/messages/digest';
import { TEST_BRAND, startWithInbox } from './harness';
import type { NotificationHarness } from './harness';
import type { MailInbox } from './mail-inbox';
import { clientChanged, seedPeople } from './conversation-fixtures';
import type { People } from './conversation-fixtures';

// One email per conversation when a message has waited unread (MESSAGE_EMAIL_AFTER_MINUTES,
// 15 by default), driven here by the time the sweep is given.
const MINUTE = 60_000;
let svc: NotificationHarness;
let inbox: MailInbox;
let close: () => Promise<void>;
let p: People;
let deps: DigestDeps;

beforeAll(async () => {
  ({ svc, inbox, close } = await startWithInbox());
  p = await seedPeople(svc);
  deps = { db: svc.db, brand: brandFrom(svc.config), unreadForMs: 15 * MINUTE };
});
afterAll(() => close());

async function conversationOf(as: Record<string, string>, kind: 'coach' | 'nutritionist') {
  const { body } = await request(svc.app).get('/api/conversations').set(as);
  return (body.items as Conversation[]).find((c) => c.kind === kind)!;
}
const send = async (as: Record<string, string>, conversationId: string, text: string) =>
  (
    await request(svc.app)
      .post(`/api/conversations/${conversationId}/messages`)
      .set(as)
      .send({ id: randomUUID(), body: text })
      .expect(201)
  ).body as Message;
const after = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const digestsTo = async (to: string) =>
  (await inbox.emails()).filter((m) => m.to.some((r) => r.address === to));

describe('an email about unread messages', () => {
  it('goes once, after 15 minutes, for however many messages wait, and says only who and how many', async () => {
    const conversation = await conversationOf(p.as.emma, 'coach');
    await send(p.as.coach, conversation.id, 'Your knee: please skip lunges this week');
    await send(p.as.coach, conversation.id, 'And drink more water!');

    expect(await sendMessageDigests(deps, after(14))).toBe(0);
    expect(await sendMessageDigests(deps, after(16))).toBe(1);
    const mail = await inbox.waitForEmail(p.emma.email);
    expect(mail.subject).toBe('Sarah Coach sent you 2 messages');
    expect(mail.text).toContain(`http://localhost:8080/messages?conversation=${conversation.id}`);
    expect(mail.text).not.toMatch(/knee|lunges|water/i);
    // The same messages never again.
    expect(await sendMessageDigests(deps, after(30))).toBe(0);
    expect(await digestsTo(p.emma.email)).toHaveLength(1);

    // A newer message waiting long enough gets its own email.
    await send(p.as.coach, conversation.id, 'How did today go?');
    expect(await sendMessageDigests(deps, after(31))).toBe(1);
    await inbox.waitForEmail(p.emma.email, (m) => m.subject === 'Sarah Coach sent you 3 messages');
  });

  it('goes to the coach about a client’s message she has not read', async () => {
    const conversation = await conversationOf(p.as.olivia, 'coach');
    await send(p.as.olivia, conversation.id, 'Can we move my call?');
    expect(await sendMessageDigests(deps, after(16))).toBe(1);
    const mail = await inbox.waitForEmail(TEST_BRAND.COACH_EMAIL);
    expect(mail.subject).toBe(`Olivia ${p.olivia.lastName} sent you a message`);
  });

  it('never goes once she has read them', async () => {
    const conversation = await conversationOf(p.as.nina, 'nutritionist');
    const message = await send(p.as.nina, conversation.id, 'New recipes are in your plan');
    await request(svc.app)
      .post(`/api/conversations/${conversation.id}/read`)
      .set(p.as.emma)
      .send({ upTo: message.id })
      .expect(200);
    expect(await sendMessageDigests(deps, after(60))).toBe(0);
  });

  it('never goes to a nutritionist about a client no longer hers', async () => {
    const conversation = await conversationOf(p.as.nina, 'nutritionist');
    await send(p.as.emma, conversation.id, 'Thanks for the recipes');
    await clientChanged(svc, {
      ...p.emma,
      nutritionistUserId: p.priyaId,
      nutritionistEmail: 'priya@example.com',
    });
    const before = (await inbox.emails()).length;
    expect(await sendMessageDigests(deps, after(90))).toBe(0);
    expect((await inbox.emails()).length).toBe(before);
  });
});
