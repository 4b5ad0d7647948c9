import type { InternalSessionResponse } from '@wellness/contracts';
import { SessionCache } from '../src/session-cache';

const session = (userId: string): InternalSessionResponse => ({
  identity: `identity-of-${userId}`,
  user: {
    id: userId,
    email: `${userId}@example.com`,
    firstName: 'Ava',
    lastName: 'Stone',
    role: 'client',
    approvalStatus: 'approved',
  },
});

describe('SessionCache', () => {
  it('keeps nothing until it is live, and forgets everything when it stops being live', () => {
    const cache = new SessionCache(10_000);
    cache.set('t1', session('u1'), 0);
    expect(cache.get('t1', 1)).toBeUndefined();
    cache.setLive(true);
    cache.set('t1', session('u1'), 0);
    expect(cache.get('t1', 1)?.user.id).toBe('u1');
    cache.setLive(false);
    expect(cache.get('t1', 2)).toBeUndefined();
  });

  it('lets an entry live for its time to live, no longer', () => {
    const cache = new SessionCache(1000);
    cache.setLive(true);
    cache.set('t1', session('u1'), 5000);
    expect(cache.get('t1', 5999)).toBeDefined();
    expect(cache.get('t1', 6000)).toBeUndefined();
  });

  it('forgets one token, or every session of a user', () => {
    const cache = new SessionCache(10_000);
    cache.setLive(true);
    cache.set('a1', session('a'), 0);
    cache.set('a2', session('a'), 0);
    cache.set('b1', session('b'), 0);
    cache.forget('b1');
    expect(cache.get('b1', 1)).toBeUndefined();
    cache.set('b1', session('b'), 0);
    cache.forgetUser('a');
    expect([cache.get('a1', 1), cache.get('a2', 1)]).toEqual([undefined, undefined]);
    expect(cache.get('b1', 1)?.user.id).toBe('b');
  });

  it('drops the oldest entry when full, and caches nothing with a zero lifetime', () => {
    const cache = new SessionCache(10_000, 2);
    cache.setLive(true);
    cache.set('t1', session('u1'), 0);
    cache.set('t2', session('u2'), 0);
    cache.set('t3', session('u3'), 0);
    expect(cache.get('t1', 1)).toBeUndefined();
    expect(cache.get('t3', 1)).toBeDefined();
    const off = new SessionCache(0);
    off.setLive(true);
    off.set('t1', session('u1'), 0);
    expect(off.get('t1', 0)).toBeUndefined();
  });
});
