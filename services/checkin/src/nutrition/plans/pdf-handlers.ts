import { NUTRITION_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { seesDrafts as seesDraftsOf } from './access';
import { readablePlan } from './handlers';
import { documentOf } from './mapping';
import { renderPlanPdf } from './pdf';
import { findVersion, newestVersion } from './version-repository';

const dateLabel = (at: Date) =>
  at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

const fileName = (title: string, label: string) =>
  `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Nutrition plan'} (${label}).pdf`;

/**
 * The plan as a PDF: the version asked for, else what GET answers the caller (staff: the draft;
 * she: her newest published version).
 */
export async function planPdf(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  version: number | undefined,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { plan, client } = await readablePlan(deps, caller, id);
  const row =
    version !== undefined
      ? await findVersion(deps.db, id, version)
      : seesDraftsOf(caller)
        ? null
        : await newestVersion(deps.db, id);
  if (version !== undefined && !row) {
    throw new DomainError('NOT_FOUND', NUTRITION_MESSAGES.versionNotFound);
  }
  const document = documentOf(row ? row.document : plan.draft);
  const versionLabel = row ? `Version ${row.number}` : 'Draft';
  const pdf = await renderPlanPdf({
    brand: deps.brand,
    document,
    clientName: `${client.firstName} ${client.lastName}`,
    versionLabel,
    dateLabel: row
      ? `Published ${dateLabel(row.publishedAt)}`
      : `Saved ${dateLabel(plan.updatedAt)}`,
  });
  return { pdf, fileName: fileName(document.title, versionLabel) };
}
