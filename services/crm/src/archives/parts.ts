import type { Tx } from '../db';
import { lockArchiveStatus, setArchiveStatus } from './archive-repository';
import { failArchiveAndRequest } from './failure';
import { partsOf, savePart } from './part-repository';
import type { PartPayload } from './part-repository';
import { PART_SERVICES } from './request';

/** Of the progress bar, the share that fills as the services' parts come in (the rest: the ZIP). */
export const GATHERING_SHARE = 0.1;

/**
 * - `waiting`: stored; other services have yet to answer;
 * - `complete`: every service has answered: the archive is now assembling;
 * - `failed`: this part carries an error (or is malformed): the archive has failed;
 * - `again`: the archive is being assembled from every part already (this one sent twice);
 * - `discarded`: the archive is unknown, made, failed or expired: this part's files are of no use.
 */
export type PartOutcome = 'waiting' | 'complete' | 'failed' | 'again' | 'discarded';

/** Why a part cannot be used, or null: its files must be in its own folder of the archive. */
function partProblem(part: PartPayload): string | null {
  if (part.error) return part.error;
  const folder = `archives/${part.archiveId}/${part.service}/`;
  const stray = part.entities.find((entity) => !entity.key.startsWith(folder));
  return stray ? `its ${stray.name} file is outside ${folder}` : null;
}

/**
 * A service's part of an archive arrives (archive.part_ready). Parts arriving together are taken
 * one at a time (the archive's row is locked), so the last one sees all the others.
 */
export async function receivePart(tx: Tx, part: PartPayload, now: Date): Promise<PartOutcome> {
  const status = await lockArchiveStatus(tx, part.archiveId);
  if (status === 'assembling') return 'again';
  if (status !== 'gathering') return 'discarded';
  const problem = partProblem(part);
  await savePart(tx, { ...part, error: problem });
  if (problem) {
    await failArchiveAndRequest(
      tx,
      part.archiveId,
      `The ${part.service} service could not write its part: ${problem}`,
      now,
    );
    return 'failed';
  }
  const answered = new Set((await partsOf(tx, part.archiveId)).map((p) => p.service));
  const complete = PART_SERVICES.every((service) => answered.has(service));
  await setArchiveStatus(
    tx,
    part.archiveId,
    ['gathering'],
    complete
      ? { status: 'assembling', progress: GATHERING_SHARE }
      : { progress: (GATHERING_SHARE * answered.size) / PART_SERVICES.length },
  );
  return complete ? 'complete' : 'waiting';
}
