import type { Photo } from '@wellness/contracts';
import {
  comparablePose,
  daysWithPose,
  figuresFromProgress,
  photoDayLabel,
  photoDays,
  photoLabel,
} from './photo-days';
import { testPhoto } from './test-photo';

const photo = (id: string, takenOn: string, pose: Photo['pose'], createdAt = '2026-11-01') =>
  testPhoto(id, takenOn, pose, { createdAt });

describe('photo days', () => {
  const photos = [
    photo('a', '2026-11-02', 'front'),
    photo('b', '2026-11-16', 'front'),
    photo('c', '2026-11-16', 'side'),
    photo('d', '2026-11-16', 'front', '2026-11-17'),
  ];

  it('groups by day, newest first, keeping the newest photo of a pose', () => {
    const days = photoDays(photos);
    expect(days.map((d) => d.day)).toEqual(['2026-11-16', '2026-11-02']);
    expect(days[0].poses.front?.id).toBe('d');
    expect(days[0].poses.side?.id).toBe('c');
  });

  it('compares a pose photographed on two days, oldest day first', () => {
    const days = photoDays(photos);
    expect(daysWithPose(days, 'front')).toEqual(['2026-11-02', '2026-11-16']);
    expect(comparablePose(days)).toBe('front');
    expect(comparablePose(photoDays([photo('x', '2026-11-02', 'back')]))).toBeNull();
  });

  it('labels a photo and finds her figures of that day in her units', () => {
    expect(photoLabel(photos[0], 2026)).toBe('Front, Monday 2 November');
    expect(photoLabel(photos[0], 2027)).toBe('Front, Monday 2 November 2026');
    const figures = figuresFromProgress(
      [
        {
          dueDate: '2026-11-16',
          weightKg: 70,
          measurementsCm: { chest: null, waist: 81.28, hips: null, thigh: null, arm: null },
        },
      ],
      { weight: 'st', length: 'in' },
    );
    expect(figures('2026-11-16')).toBe('11 st 0.3 lb · waist 32 in');
    expect(figures('2026-11-02')).toBeUndefined();
  });

  it("names the year of a day that is not this year's", () => {
    expect(photoDayLabel('2026-01-05', 2026)).toBe('Monday 5 January');
    expect(photoDayLabel('2025-01-06', 2026)).toBe('Monday 6 January 2025');
  });
});
