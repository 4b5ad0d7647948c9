import type { ClientTags, TagUsage } from '@wellness/contracts';
import { eventContextOf, notFound } from '@wellness/kit';
import type { Caller, EventContext } from '@wellness/kit';
import type { Tx } from '../db';
import type { CrmDeps } from '../deps';
import type { Client } from '../generated/prisma/client';
import { actorOf } from '../actor';
import type { Actor } from '../actor';
import { recordActivity } from '../activity/repository';
import { recordClientChanges, snapshotChanged } from '../clients/changes';
import { lockClient, tagUsage, updateClient } from '../clients/repository';
import { replaceTags, tagChangeSummary, tagsChanged } from './tag-sets';
import type { TagChange } from './tag-sets';

/**
 * Stores a change of a locked client's tags in the caller's transaction: her record, a timeline
 * line ("Tags: added vip; removed new", `by` appended when an automation asked) and her
 * `client.changed` snapshot. A change that changes nothing writes nothing.
 */
export async function saveTagChange(
  tx: Tx,
  client: Client,
  change: TagChange,
  who: { actor: Actor | null; by?: string; context: EventContext },
): Promise<void> {
  if (!tagsChanged(change)) return;
  const updated = await updateClient(tx, client.id, { tags: change.tags });
  await recordActivity(tx, {
    subjectType: 'client',
    subjectId: client.id,
    kind: 'tags_changed',
    summary: tagChangeSummary(change) + (who.by ? ` (by ${who.by})` : ''),
    actor: who.actor,
  });
  if (snapshotChanged(client, updated)) await recordClientChanges(tx, [client.id], who.context);
}

/** Coach only: sets a client's whole set of tags (already normalised by clientTagsUpdateSchema). */
export async function setClientTags(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  tags: string[],
): Promise<ClientTags> {
  const actor = await actorOf(deps.db, caller);
  return deps.db.$transaction(async (tx) => {
    const client = await lockClient(tx, id);
    if (!client) throw notFound('Client');
    const change = replaceTags(client.tags, tags);
    await saveTagChange(tx, client, change, { actor, context: eventContextOf(caller) });
    return { tags: change.tags };
  });
}

/** Coach only: every tag in use and how many clients carry it (the filter and the suggestions). */
export async function tagsInUse(deps: CrmDeps, _caller: Caller): Promise<TagUsage> {
  return { tags: await tagUsage(deps.db) };
}
