import { renderToStaticMarkup } from 'react-dom/server';
import type { Conversation } from '@wellness/contracts';
import { ConversationList } from './ConversationList';
import type { InboxState } from './use-inbox';

const COACH = '00000000-0000-4000-8000-000000000001';

const conversation = (n: number): Conversation => ({
  id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
  kind: 'coach',
  clientId: `00000000-0000-4000-8000-${String(200 + n).padStart(12, '0')}`,
  people: [
    {
      userId: `00000000-0000-4000-8000-${String(300 + n).padStart(12, '0')}`,
      name: `Client ${n}`,
      role: 'client',
    },
    { userId: COACH, name: 'Sarah Mitchell', role: 'coach' },
  ],
  lastMessage: null,
  unread: 0,
  canSend: true,
});

const inbox = (state: Partial<InboxState>): InboxState => ({
  items: [conversation(1), conversation(2)],
  error: null,
  loading: false,
  reload: () => undefined,
  markRead: () => undefined,
  applyMessage: () => undefined,
  hasMore: false,
  loadMore: () => undefined,
  loadingMore: false,
  moreError: null,
  ...state,
});

const render = (state: Partial<InboxState>) =>
  renderToStaticMarkup(
    <ConversationList
      inbox={inbox(state)}
      me={COACH}
      selectedId={null}
      onSelect={() => undefined}
      search=""
      onSearch={() => undefined}
      unreadOnly={false}
      onUnreadOnly={() => undefined}
      showTools
    />,
  );

/** The "show more" button's opening tag and text, or null when there is none. */
const moreButton = (html: string) =>
  /<button[^>]*>(?:(?!<\/button>).)*(?:Show more|Loading more) conversations(?:(?!<\/button>).)*<\/button>/.exec(
    html,
  )?.[0] ?? null;

describe('ConversationList: more conversations than a page', () => {
  it('offers the next page below the list only while more follow', () => {
    const html = render({ hasMore: true });
    expect(html.indexOf('Client 2')).toBeLessThan(html.indexOf('Show more conversations'));
    expect(moreButton(html)).not.toBeNull();
    expect(moreButton(render({ hasMore: false }))).toBeNull();
  });

  it('offers nothing more before the first page has come', () => {
    expect(moreButton(render({ items: null, loading: true, hasMore: true }))).toBeNull();
  });

  it('says it is loading and stays focusable (busy, not disabled) while the page comes', () => {
    const button = moreButton(render({ hasMore: true, loadingMore: true }))!;
    expect(button).toContain('Loading more conversations…');
    expect(button).toContain('aria-busy="true"');
    expect(button).not.toMatch(/disabled/);
  });

  it('says why the page did not come, and leaves the button to try again', () => {
    const html = render({ hasMore: true, moreError: new Error('Failed to fetch') });
    expect(html).toContain(
      'role="alert">We could not reach the server. Check your connection and try again.',
    );
    expect(moreButton(html)).toContain('Show more conversations');
  });
});
