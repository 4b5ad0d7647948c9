import type { EmailSend, EmailSummary } from '@wellness/contracts';
import { ComposeForm } from './ComposeForm';
import { sendCounts } from './ComposeSends';
import { parseEmailsState, sentListQuery } from './email-state';
import { EmailStatusBadge } from './EmailStatusBadge';
import { SentTable } from './SentList';
import { renderStatic } from '../../testing/render-static';

const render = renderStatic;

describe('compose tab', () => {
  it('addresses a segment by default, with its filters and the compose merge fields', () => {
    const html = render(<ComposeForm onSent={() => undefined} />);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/><span>A segment<\/span>/);
    for (const label of ['Status', 'Nutritionist', 'Tag', 'Joined from', 'Last check-in before'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('Counting recipients…');
    expect(html).toContain('>Send now</button>');
  });
  it('opens addressed to the client of her profile', () => {
    const html = render(
      <ComposeForm clientId="7b0c9a52-4a43-4c1a-9f5e-4c1d0f3b8a11" onSent={() => undefined} />,
    );
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*\/><span>One client<\/span>/);
    expect(html).toContain('The chosen client');
  });
  it('reads the send and the client from the URL', () => {
    const state = parseEmailsState(
      new URLSearchParams('tab=sent&sendId=5f0e2b7c-1111-4a4a-9999-0123456789ab&clientId=%3Cx%3E'),
      ['templates', 'compose', 'sent'],
    );
    expect(state).toMatchObject({ sendId: '5f0e2b7c-1111-4a4a-9999-0123456789ab', clientId: '' });
    expect(sentListQuery(state).sendId).toBe('5f0e2b7c-1111-4a4a-9999-0123456789ab');
  });
  it('sums up a send', () => {
    const send = { recipients: 42, sent: 39, suppressed: 2, failed: 1 } as EmailSend;
    expect(sendCounts(send)).toBe('39 of 42 recipients sent · 2 unsubscribed skipped · 1 failed');
  });
});

describe('sent tab', () => {
  it('marks suppressed emails and says when a queued one is scheduled for', () => {
    expect(render(<EmailStatusBadge status="suppressed" />)).toContain('Unsubscribed');
    const email: EmailSummary = {
      id: 'e1',
      template: 'compose',
      to: 'emma@example.com',
      subject: 'News',
      status: 'queued',
      error: null,
      attempts: 0,
      createdAt: '2026-11-01T10:00:00Z',
      sentAt: null,
      scheduledFor: '2026-12-01T09:30:00Z',
      sendId: 's1',
    };
    expect(render(<SentTable emails={[email]} />)).toContain('Scheduled for ');
  });
});
