import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importListSchema, importSchema } from '@wellness/contracts';
import type {
  ApiRequest,
  Import,
  ImportKind,
  ImportList,
  ImportMappingRequest,
  ImportStartRequest,
  UploadRequest,
} from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { isRunning } from './import-status';

// crm's bulk-import endpoints (contracts api/crm/imports.ts), each answer checked against its contract.

export const IMPORTS_API = {
  list: '/api/imports',
  one: (id: string) => `/api/imports/${encodeURIComponent(id)}`,
  mapping: (id: string) => `/api/imports/${encodeURIComponent(id)}/mapping`,
  start: (id: string) => `/api/imports/${encodeURIComponent(id)}/start`,
  cancel: (id: string) => `/api/imports/${encodeURIComponent(id)}/cancel`,
  /** The rejected rows with their reasons, as a CSV the coach can fix and import again. */
  errorsCsv: (id: string) => `/api/imports/${encodeURIComponent(id)}/errors.csv`,
} as const;

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What the import pages need from the server (a fake one in a test). */
export interface ImportsApi {
  list(): Promise<ImportList>;
  get(id: string): Promise<Import>;
  /** Sends the file; the answer carries the detected mapping and the preview. */
  upload(kind: ImportKind, file: File, options?: UploadOptions): Promise<Import>;
  /** Saves a changed mapping; the answer carries the preview made with it. */
  saveMapping(id: string, request: ImportMappingRequest): Promise<Import>;
  start(id: string, request: ImportStartRequest): Promise<Import>;
  cancel(id: string): Promise<Import>;
}

export function createImportsApi(request: ApiRequest, upload: UploadRequest): ImportsApi {
  const get = async (id: string) => importSchema.parse(await request('GET', IMPORTS_API.one(id)));
  // The contract leaves the answer of a change open: use it when it is the import, else read it.
  const change = async (id: string, url: string, method: 'PUT' | 'POST', body?: unknown) => {
    const answer = importSchema.safeParse(await request(method, url, body));
    return answer.success ? answer.data : get(id);
  };
  return {
    list: async () => importListSchema.parse(await request('GET', IMPORTS_API.list)),
    get,
    upload: async (kind, file, options) => {
      const form = new FormData();
      // `kind` first: the server reads the form as a stream and needs it before the file.
      form.append('kind', kind);
      form.append('file', file, file.name);
      return importSchema.parse(await upload(IMPORTS_API.list, form, options));
    },
    saveMapping: (id, body) => change(id, IMPORTS_API.mapping(id), 'PUT', body),
    start: (id, body) => change(id, IMPORTS_API.start(id), 'POST', body),
    cancel: (id) => change(id, IMPORTS_API.cancel(id), 'POST'),
  };
}

/** The imports API through the shell's API client (same origin, her session cookie). */
export function useImportsApi(): ImportsApi {
  const { apiRequest, uploadRequest } = useShellServices();
  return useMemo(() => createImportsApi(apiRequest, uploadRequest), [apiRequest, uploadRequest]);
}

/** How often a running import's progress is read again. */
export const POLL_MS = 1000;

export const importKey = (id: string) => [IMPORTS_API.list, id] as const;

export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The imports, newest first. */
export function useImportList() {
  const api = useImportsApi();
  return useQuery({
    queryKey: [IMPORTS_API.list],
    queryFn: () => api.list(),
    select: (list) => newestFirst(list.items),
  });
}

/** One import; read again every second while it runs (the progress bar). */
export function useImport(id: string) {
  const api = useImportsApi();
  return useQuery({
    queryKey: importKey(id),
    queryFn: () => api.get(id),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      query.state.data && isRunning(query.state.data.status) ? POLL_MS : false,
  });
}

/** Mutations answer the import as it now is: it replaces the cached one, and the list is stale. */
function useImportMutation<V>(run: (api: ImportsApi, variables: V) => Promise<Import>) {
  const api = useImportsApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => run(api, variables),
    onSuccess: (item) => {
      client.setQueryData(importKey(item.id), item);
      return client.invalidateQueries({ queryKey: [IMPORTS_API.list], exact: true });
    },
  });
}

export const useUploadImport = () =>
  useImportMutation((api, v: { kind: ImportKind; file: File } & UploadOptions) =>
    api.upload(v.kind, v.file, { onProgress: v.onProgress, signal: v.signal }),
  );

export const useSaveMapping = () =>
  useImportMutation((api, v: { id: string } & ImportMappingRequest) =>
    api.saveMapping(v.id, { mapping: v.mapping, remember: v.remember }),
  );

export const useStartImport = () =>
  useImportMutation((api, v: { id: string } & ImportStartRequest) =>
    api.start(v.id, {
      duplicates: v.duplicates,
      invite: v.invite,
      acceptProblems: v.acceptProblems,
    }),
  );

export const useCancelImport = () => useImportMutation((api, id: string) => api.cancel(id));
