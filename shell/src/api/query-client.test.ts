import {
  buildQueryUrl,
  createQueryClient,
  currentUserQueryFn,
  CURRENT_USER_KEY,
  hasSessionIndicator,
  retryDelay,
  scheduleUserPrefetch,
  shouldRetry,
  startPeriodicCacheClear,
} from './query-client';
import { ApiError } from './client';

const err = (status: number) => new ApiError(status, {});

describe('retry rules', () => {
  it('never retries 401 or 403', () => {
    expect(shouldRetry(0, err(401))).toBe(false);
    expect(shouldRetry(0, err(403))).toBe(false);
  });
  it('retries other failures once', () => {
    expect(shouldRetry(0, err(500))).toBe(true);
    expect(shouldRetry(1, err(500))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetry(0, err(404))).toBe(true);
  });
  it('waits 300 ms doubled per attempt, capped at 3000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      300, 600, 1200, 2400, 3000, 3000, 3000,
    ]);
  });
});

describe('default query function URL', () => {
  it('uses the first key element', () => {
    expect(buildQueryUrl(['/api/leads'])).toBe('/api/leads');
  });
  it('appends the remaining non-null elements as param0, param1, ...', () => {
    expect(buildQueryUrl(['/api/leads', 'new', null, 2, undefined, true])).toBe(
      '/api/leads?param0=new&param1=2&param2=true',
    );
    expect(buildQueryUrl(['/api/x?a=1', 'b c'])).toBe('/api/x?a=1&param0=b+c');
  });
});

describe('query client defaults', () => {
  const client = createQueryClient(jest.fn());
  const q = client.getDefaultOptions().queries!;
  it('pins the SPEC §9 numbers', () => {
    expect(q.staleTime).toBe(0);
    expect(q.gcTime).toBe(5 * 60 * 1000);
    expect(q.refetchOnWindowFocus).toBe(true);
    expect(q.refetchOnMount).toBe(true);
    expect(q.refetchOnReconnect).toBe(true);
    expect(q.retry).toBe(shouldRetry);
    expect(q.retryDelay).toBe(retryDelay);
    expect(client.getDefaultOptions().mutations!.retry).toBe(false);
  });
  it('default queryFn GETs the key URL', async () => {
    const request = jest.fn().mockResolvedValue({ ok: 1 });
    const c = createQueryClient(request);
    await expect(c.fetchQuery({ queryKey: ['/api/a', 'x'] })).resolves.toEqual({ ok: 1 });
    expect(request).toHaveBeenCalledWith('GET', '/api/a?param0=x');
    c.clear();
  });
});

describe('current user', () => {
  const signedIn = () => 'wellness_signed_in=1';
  it('returns the user the server sends', async () => {
    const user = { id: 'u1', role: 'client' };
    const request = jest.fn().mockResolvedValue(user);
    await expect(currentUserQueryFn(request, signedIn)()).resolves.toBe(user);
    expect(request).toHaveBeenCalledWith('GET', '/api/auth/user');
  });
  it('without the session indicator cookie: no user and no request', async () => {
    const request = jest.fn();
    await expect(currentUserQueryFn(request, () => 'other=1')()).resolves.toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
  it('401 → null, not an error', async () => {
    await expect(
      currentUserQueryFn(jest.fn().mockRejectedValue(err(401)), signedIn)(),
    ).resolves.toBeNull();
  });
  it('other errors surface', async () => {
    await expect(
      currentUserQueryFn(jest.fn().mockRejectedValue(err(500)), signedIn)(),
    ).rejects.toMatchObject({ status: 500 });
  });
});

describe('timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears the whole cache every 10 minutes', () => {
    const client = createQueryClient(jest.fn());
    const clear = jest.spyOn(client, 'clear');
    const stop = startPeriodicCacheClear(client);
    jest.advanceTimersByTime(10 * 60 * 1000 - 1);
    expect(clear).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(clear).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10 * 60 * 1000);
    expect(clear).toHaveBeenCalledTimes(2);
    stop();
  });

  it('prefetches the user 100 ms after load when the indicator cookie is set, fresh for 5 minutes', async () => {
    const request = jest.fn().mockResolvedValue({ id: 'u1' });
    const client = createQueryClient(request);
    const prefetch = jest.spyOn(client, 'prefetchQuery');
    scheduleUserPrefetch(client, () => 'a=1; wellness_signed_in=1', request);
    jest.advanceTimersByTime(99);
    expect(prefetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(prefetch).toHaveBeenCalledWith(
      expect.objectContaining({ queryKey: CURRENT_USER_KEY, staleTime: 5 * 60 * 1000 }),
    );
  });

  it('does not prefetch without the cookie', () => {
    const client = createQueryClient(jest.fn());
    const prefetch = jest.spyOn(client, 'prefetchQuery');
    scheduleUserPrefetch(client, () => 'other=1');
    jest.advanceTimersByTime(1000);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('recognises the indicator cookie', () => {
    expect(hasSessionIndicator('wellness_signed_in=1')).toBe(true);
    expect(hasSessionIndicator('x=1;  wellness_signed_in=yes')).toBe(true);
    expect(hasSessionIndicator('not_wellness_signed_in=1')).toBe(false);
    expect(hasSessionIndicator('')).toBe(false);
  });
});
