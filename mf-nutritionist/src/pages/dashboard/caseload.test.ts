import { adherenceText, hungerText, planStatus, shortDate, weightTrend } from './caseload';

describe('the caseload as the dashboard shows it', () => {
  it('names the plan state, with the date it has been active since and why a review is due', () => {
    expect(planStatus({ planState: 'none', activeSince: null, reviewReason: null })).toEqual({
      label: 'No plan',
      tone: 'neutral',
      detail: null,
    });
    expect(planStatus({ planState: 'draft', activeSince: null, reviewReason: null }).label).toBe(
      'Draft',
    );
    expect(
      planStatus({
        planState: 'active',
        activeSince: '2026-10-12T09:00:00.000Z',
        reviewReason: null,
      }).label,
    ).toBe('Active since 12 Oct 2026');
    expect(
      planStatus({
        planState: 'review',
        activeSince: '2026-09-01T09:00:00.000Z',
        reviewReason: 'Published 5 weeks ago',
      }),
    ).toEqual({ label: 'Review due', tone: 'danger', detail: 'Published 5 weeks ago' });
  });
  it('shows the weight trend with an arrow and a signed number in kg', () => {
    expect(weightTrend(-1.24)).toMatchObject({ arrow: '↓', text: '\u22121.2 kg' });
    expect(weightTrend(0.45)).toMatchObject({ arrow: '↑', text: '+0.5 kg', words: 'Up 0.5 kg' });
    expect(weightTrend(0.01)).toMatchObject({ arrow: '→', text: '0 kg' });
    expect(weightTrend(null).text).toBe('—');
  });
  it('formats hunger, adherence and dates', () => {
    expect(hungerText(6)).toBe('6/10');
    expect(hungerText(null)).toBe('—');
    expect(adherenceText(82.6)).toBe('83%');
    expect(shortDate('2026-11-02')).toBe('2 Nov 2026');
  });
});
