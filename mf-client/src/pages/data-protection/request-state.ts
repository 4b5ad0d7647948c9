import type { DataRequest, DataRequestType } from '@wellness/contracts';

/** Her newest request of one type, if any. */
export function latestOf(
  requests: readonly DataRequest[],
  type: DataRequestType,
): DataRequest | undefined {
  return requests
    .filter((r) => r.type === type)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

export type ExportState =
  | { kind: 'none' }
  | { kind: 'waiting'; request: DataRequest }
  | { kind: 'gathering'; request: DataRequest }
  | { kind: 'ready'; request: DataRequest; expiresAt: string }
  | { kind: 'expired'; request: DataRequest }
  | { kind: 'failed'; request: DataRequest };

/** Where her newest export stands; an expired link means she may ask again. */
export function exportState(request: DataRequest | undefined, now = Date.now()): ExportState {
  if (!request) return { kind: 'none' };
  switch (request.status) {
    case 'pending':
      return { kind: 'waiting', request };
    case 'in_progress':
      return { kind: 'gathering', request };
    case 'failed':
      return { kind: 'failed', request };
    case 'done': {
      const expiresAt = request.downloadExpiresAt;
      return expiresAt && new Date(expiresAt).getTime() > now
        ? { kind: 'ready', request, expiresAt }
        : { kind: 'expired', request };
    }
  }
}

/** An erasure she asked for that is not finished: no second one, and the page says so. */
export const openErasure = (requests: readonly DataRequest[]) => {
  const latest = latestOf(requests, 'erasure');
  return latest && (latest.status === 'pending' || latest.status === 'in_progress')
    ? latest
    : undefined;
};

export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export const longDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
