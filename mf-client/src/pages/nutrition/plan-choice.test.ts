import type { NutritionPlanSummary } from '@wellness/contracts';
import {
  currentPlanOf,
  currentVersionOf,
  earlierPlansOf,
  versionParam,
  writerOf,
  writerText,
} from './plan-choice';

const plan = (over: Partial<NutritionPlanSummary>): NutritionPlanSummary => ({
  id: 'p',
  clientId: 'c',
  version: 1,
  status: 'superseded',
  unpublishedChanges: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  title: 'Plan',
  energyKcal: 1800,
  latestVersion: 1,
  publishedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

describe('which plan she reads', () => {
  it('follows the active plan, else the newest published', () => {
    const old = plan({ id: 'old', publishedAt: '2026-01-02T10:00:00.000Z' });
    const newer = plan({ id: 'newer', publishedAt: '2026-03-02T10:00:00.000Z' });
    const active = plan({ id: 'active', status: 'active' });
    expect(currentPlanOf([old, active, newer])?.id).toBe('active');
    expect(currentPlanOf([old, newer])?.id).toBe('newer');
    expect(currentPlanOf([plan({ latestVersion: null, publishedAt: null })])).toBeNull();
    expect(earlierPlansOf([old, active, newer], active).map((p) => p.id)).toEqual(['newer', 'old']);
  });
  it('reads the active version, else the newest', () => {
    const v = (number: number, active = false) => ({
      number,
      active,
      changeNote: '',
      publishedAt: '',
      publishedBy: null,
    });
    expect(currentVersionOf([v(1), v(2, true), v(3)])).toBe(2);
    expect(currentVersionOf([v(1), v(3), v(2)])).toBe(3);
    expect(currentVersionOf([])).toBeNull();
  });
  it('accepts only sensible version numbers from the address', () => {
    expect(versionParam('2')).toBe(2);
    expect(versionParam('0')).toBeNull();
    expect(versionParam('x')).toBeNull();
    expect(versionParam(null)).toBeNull();
  });
});

describe('who writes her plan', () => {
  it('names her nutritionist when her record does, else her coach', () => {
    expect(
      writerOf({
        coach: { firstName: 'Sarah', lastName: 'Mills' },
        nutritionist: { firstName: 'Nina', lastName: 'Patel' },
      }),
    ).toEqual({ role: 'nutritionist', name: 'Nina Patel' });
    expect(
      writerOf({ coach: { firstName: 'Sarah', lastName: 'Mills' }, nutritionist: null }),
    ).toEqual({
      role: 'coach',
      name: 'Sarah Mills',
    });
    expect(writerText({ role: 'nutritionist', name: 'Nina Patel' })).toMatch(
      /^Your nutritionist, Nina Patel, will write it/,
    );
    expect(writerText({ role: 'coach', name: 'Sarah Mills' })).toMatch(/^Your coach, Sarah Mills/);
    expect(writerText(undefined)).toMatch(/^Your coach or nutritionist/);
  });
});
