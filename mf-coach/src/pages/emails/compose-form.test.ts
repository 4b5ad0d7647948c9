import {
  buildSendRequest,
  confirmTitle,
  emptyDraft,
  formatLondonTime,
  londonTimeToIso,
  recipientSummary,
  sampleNames,
  serverComposeErrors,
} from './compose-form';
import type { ComposeDraft } from './compose-form';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const draft = (patch: Partial<ComposeDraft>): ComposeDraft => ({
  ...emptyDraft(),
  subject: 'News for {{firstName}}',
  body: 'Hello {{firstName}}',
  ...patch,
});

describe('compose form → POST /api/emails', () => {
  it('sends a segment now with only the filters chosen', () => {
    const built = buildSendRequest(
      draft({
        to: 'segment',
        segment: {
          status: 'active',
          nutritionist: 'none',
          joinedFrom: '2026-01-01',
          joinedTo: '',
          lastCheckInBefore: '2026-11-01',
          tag: 'vip',
        },
      }),
      NOW,
    );
    expect(built.request).toEqual({
      audience: {
        kind: 'segment',
        filters: {
          status: 'active',
          nutritionist: 'none',
          joinedFrom: '2026-01-01',
          lastCheckInBefore: '2026-11-01',
          tag: 'vip',
        },
      },
      subject: 'News for {{firstName}}',
      body: 'Hello {{firstName}}',
      sendAt: undefined,
    });
  });
  it('sends to one client, scheduled on London time (GMT in winter, BST in summer)', () => {
    const winter = buildSendRequest(
      draft({
        to: 'client',
        client: { id: '7b0c9a52-4a43-4c1a-9f5e-4c1d0f3b8a11', name: 'Emma Clarke' },
        when: 'later',
        sendAt: '2026-12-01T09:30',
      }),
      NOW,
    );
    expect(winter.request).toMatchObject({
      audience: { kind: 'client', clientId: '7b0c9a52-4a43-4c1a-9f5e-4c1d0f3b8a11' },
      sendAt: '2026-12-01T09:30:00.000Z',
    });
    expect(londonTimeToIso('2027-06-01T09:30')).toBe('2027-06-01T08:30:00.000Z');
    expect(londonTimeToIso('1 June')).toBeNull();
    expect(formatLondonTime('2027-06-01T08:30:00.000Z')).toBe(
      'Tuesday 1 June 2027 at 09:30 (UK time)',
    );
  });
  it('names what is missing before asking the server', () => {
    expect(
      buildSendRequest(draft({ to: 'client', subject: ' ', when: 'later', sendAt: '' }), NOW)
        .errors,
    ).toEqual({
      to: 'Choose a client',
      sendAt: 'Choose the date and time to send it',
      subject: expect.any(String),
    });
    expect(
      buildSendRequest(draft({ when: 'later', sendAt: '2026-11-27T11:00' }), NOW).errors,
    ).toEqual({ sendAt: 'Choose a time in the future to send it, or send it now' });
  });
  it('puts a 400’s messages on their fields, else above the button', () => {
    expect(
      serverComposeErrors({ 'audience.filters': 'No client matches this segment' }, 'Bad'),
    ).toEqual({ to: 'No client matches this segment' });
    expect(serverComposeErrors({}, 'No client matches this segment')).toEqual({
      form: 'No client matches this segment',
    });
  });
});

describe('recipients', () => {
  const count = { matched: 42, suppressed: 3, sample: ['Emma Clarke', 'Priya Shah'] };
  it('counts, names a few and says who is skipped', () => {
    expect(sampleNames(count)).toBe('Emma Clarke, Priya Shah and 40 more');
    expect(recipientSummary(count)).toEqual({
      count: '42 clients',
      skipped: '3 unsubscribed will be skipped',
    });
    expect(recipientSummary({ matched: 1, suppressed: 0, sample: ['Emma'] }).skipped).toBeNull();
  });
  it('asks before a segment goes', () => {
    expect(confirmTitle(draft({ to: 'segment' }), 42)).toBe('Send to 42 clients?');
    expect(confirmTitle(draft({ to: 'segment', when: 'later' }), 1)).toBe('Schedule for 1 client?');
    expect(confirmTitle(draft({ to: 'segment' }), undefined)).toBe('Send to this segment?');
  });
});
