import { apiRequest, ApiError, statusOf } from './client';

type Call = [string, RequestInit];
function mockFetch(status: number, body: string, contentType?: string) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Response(body || null, {
      status,
      headers: contentType ? { 'content-type': contentType } : {},
    });
  }) as unknown as typeof fetch;
  return calls;
}

describe('apiRequest', () => {
  it('always sends credentials; no body or content type without a payload', async () => {
    const calls = mockFetch(200, '{"ok":true}', 'application/json; charset=utf-8');
    await expect(apiRequest('GET', '/api/x')).resolves.toEqual({ ok: true });
    expect(calls[0][0]).toBe('/api/x');
    expect(calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(calls[0][1].headers).toBeUndefined();
  });
  it('sends a JSON body with its content type when a payload is given', async () => {
    const calls = mockFetch(200, 'done', 'text/plain');
    await expect(apiRequest('POST', '/api/y', { a: 1 })).resolves.toBe('done');
    expect(calls[0][1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"a":1}',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  it('reads non-JSON responses as text', async () => {
    mockFetch(200, 'plain');
    await expect(apiRequest('GET', '/t')).resolves.toBe('plain');
  });
  it('uses body.error first', async () => {
    mockFetch(400, '{"error":"Bad thing","message":"other"}', 'application/json');
    const err = (await apiRequest('POST', '/e', {}).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Bad thing');
    expect(err.status).toBe(400);
    expect(err.body).toEqual({ error: 'Bad thing', message: 'other' });
    expect(statusOf(err)).toBe(400);
  });
  it('then body.message', async () => {
    mockFetch(409, '{"message":"Account already exists"}', 'application/json');
    await expect(apiRequest('POST', '/e', {})).rejects.toMatchObject({
      message: 'Account already exists',
      status: 409,
    });
  });
  it('then HTTP <status>, with an empty body when not JSON', async () => {
    mockFetch(502, '<html>Bad gateway</html>', 'text/html');
    await expect(apiRequest('GET', '/e')).rejects.toMatchObject({
      message: 'HTTP 502',
      status: 502,
      body: {},
    });
  });
  it('copes with an empty or malformed JSON error body', async () => {
    mockFetch(401, '', 'application/json');
    await expect(apiRequest('GET', '/e')).rejects.toMatchObject({ message: 'HTTP 401', body: {} });
    mockFetch(500, '{oops', 'application/json');
    await expect(apiRequest('GET', '/e')).rejects.toMatchObject({ message: 'HTTP 500', body: {} });
  });
});
