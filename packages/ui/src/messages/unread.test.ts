import { withMessagesBadge } from './unread';

describe('messages badge', () => {
  const nav = [
    { to: '/dashboard', label: 'Overview' },
    { to: '/messages', label: 'Messages', group: 'Coaching' },
  ];

  it('puts her unread count on the Messages item only', () => {
    expect(withMessagesBadge(nav, 3)).toEqual([
      nav[0],
      { ...nav[1], badge: 3, badgeLabel: 'unread' },
    ]);
  });

  it('shows nothing when there is nothing unread or it is not known yet', () => {
    expect(withMessagesBadge(nav, 0)).toEqual(nav);
    expect(withMessagesBadge(nav, null)).toEqual(nav);
  });
});
