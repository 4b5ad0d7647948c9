import type { EmailSummary, EmailTemplateDetail } from '@wellness/contracts';
import { EditorForm } from './EditorForm';
import { parseEmailsState, sentListQuery } from './email-state';
import { PreviewFrame } from './PreviewFrame';
import { SentTable } from './SentList';
import { groupTemplates } from './TemplateList';
import { renderStatic } from '../../testing/render-static';

const render = renderStatic;

const template: EmailTemplateDetail = {
  key: 'checkin-reminder',
  name: 'Check-in reminder',
  description: 'When a check-in falls due',
  category: 'transactional',
  customised: true,
  updatedAt: '2026-11-01T10:00:00Z',
  subject: 'Hi {{firstName}}',
  body: 'Your size: {{shoeSize}}\n\n[button: Start]({{checkinLink}})',
  fields: [
    { name: 'firstName', label: 'First name', sample: 'Emma' },
    { name: 'checkinLink', label: 'Check-in link', sample: 'https://example.com/c' },
  ],
  defaultSubject: 'Hi',
  defaultBody: 'Hello',
  versions: [
    { version: 1, subject: 'First', body: 'x', savedAt: '2026-10-01T10:00:00Z', savedBy: null },
    { version: 2, subject: 'Second', body: 'y', savedAt: '2026-10-02T10:00:00Z', savedBy: 'Sam' },
  ],
};

describe('/emails state', () => {
  it('reads the tab, the open template and the sent list’s search, status and page', () => {
    const state = parseEmailsState(
      new URLSearchParams('tab=sent&search=%20emma%20&status=failed&page=2'),
      ['templates', 'sent'],
    );
    expect(state).toEqual({
      tab: 'sent',
      template: '',
      search: 'emma',
      status: 'failed',
      page: 2,
      sendId: '',
      clientId: '',
    });
    expect(sentListQuery(state)).toEqual({
      search: 'emma',
      status: 'failed',
      page: 2,
      pageSize: 20,
    });
    expect(parseEmailsState(new URLSearchParams('status=lost'), ['templates']).status).toBe('');
    expect(
      parseEmailsState(new URLSearchParams('tab=nope&template=../x'), ['templates', 'sent']),
    ).toMatchObject({ tab: 'templates', template: '' });
  });
  it('groups templates by category, transactional first, leaving out empty groups', () => {
    const groups = groupTemplates([{ ...template, key: 'news', category: 'marketing' }, template]);
    expect(groups.map((g) => [g.category, g.templates.map((t) => t.key)])).toEqual([
      ['transactional', ['checkin-reminder']],
      ['marketing', ['news']],
    ]);
    expect(groupTemplates([template]).map((g) => g.category)).toEqual(['transactional']);
  });
});

describe('template editor', () => {
  const html = render(<EditorForm template={template} />);
  it('names an unknown merge field by the text before saving, and offers the declared ones', () => {
    expect(html).toContain('Unknown merge field: {{shoeSize}}');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Save<\/button>/);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('First name, for example “Emma”');
  });
  it('has every formatting tool, labelled', () => {
    for (const label of ['Heading', 'Bold', 'Link', 'Bulleted list', 'Numbered list', 'Button'])
      expect(html).toContain(`<span class="coach-tool__label">${label}</span>`);
  });
  it('lists versions newest first, each with its own Restore, and the default', () => {
    expect(html.indexOf('Version 2')).toBeLessThan(html.indexOf('Version 1'));
    expect(html).toContain('Restore<span class="ui-visually-hidden"> version 1</span>');
    expect(html).toContain('Restore the default');
  });
});

describe('previews and the sent log', () => {
  it('shows an email only inside a sandboxed frame', () => {
    const html = render(
      <PreviewFrame title="Preview" subject="Hi" src="/api/emails/e1/html" text="Hi" />,
    );
    expect(html).toContain('sandbox=""');
    expect(html).toContain('src="/api/emails/e1/html"');
    expect(html).not.toContain('srcDoc');
  });
  it('opens each sent email on /email-preview and shows why one failed', () => {
    const email: EmailSummary = {
      id: 'e 1',
      template: 'invitation',
      to: 'emma@example.com',
      subject: 'Welcome',
      status: 'failed',
      error: '550 Mailbox unavailable',
      attempts: 1,
      createdAt: '2026-11-01T10:00:00Z',
      sentAt: null,
      scheduledFor: null,
      sendId: null,
    };
    const html = render(<SentTable emails={[email]} />);
    expect(html).toContain('href="/email-preview?emailId=e%201"');
    expect(html).toContain('550 Mailbox unavailable');
    expect(html).toContain('Failed');
  });
});
