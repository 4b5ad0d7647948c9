import type { ApiRequest, UploadRequest } from '@wellness/contracts';
import { createImportsApi, IMPORTS_API } from './api';
import { fakeImport } from './import-fixture';

/** A fake server: records each call and answers from `answer`. */
function fakeServer(answer: (method: string, url: string) => unknown) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const request = (async (method: string, url: string, body?: unknown) => {
    calls.push({ method, url, body });
    return answer(method, url);
  }) as ApiRequest;
  const upload = (async (
    url: string,
    form: FormData,
    options?: { onProgress?: (f: number) => void },
  ) => {
    calls.push({
      method: 'UPLOAD',
      url,
      body: [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
    });
    options?.onProgress?.(0.5);
    options?.onProgress?.(1);
    return answer('POST', url);
  }) as UploadRequest;
  return { api: createImportsApi(request, upload), calls };
}

const item = fakeImport();

describe('the imports API', () => {
  it('uploads the kind before the file (the server streams the form) and reports progress', async () => {
    const { api, calls } = fakeServer(() => item);
    const seen: number[] = [];
    const file = new File(['First Name,Contact\nEmma,emma@example.com\n'], 'clients.csv');
    await expect(api.upload('clients', file, { onProgress: (f) => seen.push(f) })).resolves.toEqual(
      item,
    );
    expect(calls).toEqual([
      {
        method: 'UPLOAD',
        url: '/api/imports',
        body: [
          ['kind', 'clients'],
          ['file', 'clients.csv'],
        ],
      },
    ]);
    expect(seen).toEqual([0.5, 1]);
  });

  it('sends a changed mapping, the start options and the cancel to the import’s own URLs', async () => {
    const { api, calls } = fakeServer(() => item);
    await api.saveMapping(item.id, { mapping: item.mapping, remember: true });
    await api.start(item.id, { duplicates: 'fill_empty', invite: true, acceptProblems: true });
    await api.cancel(item.id);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT /api/imports/${item.id}/mapping`,
      `POST /api/imports/${item.id}/start`,
      `POST /api/imports/${item.id}/cancel`,
    ]);
    expect(calls[0]?.body).toEqual({ mapping: item.mapping, remember: true });
    expect(calls[1]?.body).toEqual({
      duplicates: 'fill_empty',
      invite: true,
      acceptProblems: true,
    });
  });

  it('reads the import again when a change answers something else than the import', async () => {
    const queued = { ...item, status: 'queued' as const };
    const { api, calls } = fakeServer((method) => (method === 'GET' ? queued : { ok: true }));
    await expect(api.start(item.id, {})).resolves.toEqual(queued);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'GET']);
  });

  it('refuses an answer that breaks the contract', async () => {
    const { api } = fakeServer(() => ({ ...item, status: 'exploded' }));
    await expect(api.get(item.id)).rejects.toThrow();
    const list = fakeServer(() => ({ items: [item] }));
    await expect(list.api.list()).resolves.toMatchObject({ items: [{ id: item.id }] });
  });

  it('links the rejected rows of an import as a CSV', () => {
    expect(IMPORTS_API.errorsCsv('a b')).toBe('/api/imports/a%20b/errors.csv');
  });
});
