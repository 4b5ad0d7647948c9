import { DATA_REQUEST_MESSAGES } from '@wellness/contracts';
import { DomainError, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { DownloadLink } from '@wellness/contracts';
import type { StoredFile } from '@wellness/kit/src/files';
import type { CrmDeps } from '../deps';
import { recordAudit } from '../audit/repository';
import { issueExportLink, openArchiveDownload } from '../archives/download';
import { dataRequestFor } from './handlers';

/**
 * GET /api/data-requests/:id/download?token=: her export's ZIP, for the client herself or the
 * coach, with the link from her email (24 hours, reusable in that time). Someone else's: 404.
 */
export async function downloadExport(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  token: string,
): Promise<{ file: StoredFile; fileName: string }> {
  const { row } = await dataRequestFor(deps, caller, id);
  if (row.type !== 'export') throw notFound('Data request');
  if (!row.archiveId) throw new DomainError('CONFLICT', DATA_REQUEST_MESSAGES.exportNotReady);
  const download = await openArchiveDownload(deps, row.archiveId, token, {
    once: false,
    caller,
  });
  if (!download.ok) {
    if (download.reason === 'not_found') throw notFound('Data request');
    if (download.reason === 'not_ready')
      throw new DomainError('CONFLICT', DATA_REQUEST_MESSAGES.exportNotReady);
    throw new DomainError('GONE', DATA_REQUEST_MESSAGES.linkExpired);
  }
  await recordAudit(deps.db, {
    action: 'data_export_downloaded',
    actor: { userId: caller.identity.userId, role: caller.identity.role },
    subject: { type: 'data_request', id },
  });
  return download;
}

/**
 * POST /api/data-requests/:id/link: a download link for the person on the page (the client
 * herself or the coach), working as long as the emailed one does.
 */
export async function createExportLink(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<DownloadLink> {
  const { row } = await dataRequestFor(deps, caller, id);
  if (row.type !== 'export') throw notFound('Data request');
  if (!row.archiveId) throw new DomainError('CONFLICT', DATA_REQUEST_MESSAGES.exportNotReady);
  const link = await issueExportLink(deps, row.archiveId, caller.identity.userId);
  if (!link) throw new DomainError('GONE', DATA_REQUEST_MESSAGES.linkExpired);
  return {
    url: `/api/data-requests/${id}/download?token=${encodeURIComponent(link.token)}`,
    expiresAt: link.expiresAt.toISOString(),
  };
}
