import { TAG_LIMITS, tagSchema } from '@wellness/contracts';

/** A client's tags after a change, and what the change added and removed (each sorted). */
export interface TagChange {
  tags: string[];
  added: string[];
  removed: string[];
}

const sorted = (tags: Iterable<string>) => [...new Set(tags)].sort();

/** From her tags as stored to a whole new set (the coach's editor sends the whole set). */
export function replaceTags(current: string[], next: string[]): TagChange {
  const before = new Set(current);
  const after = new Set(next);
  return {
    tags: sorted(after),
    added: sorted(next.filter((tag) => !before.has(tag))),
    removed: sorted(current.filter((tag) => !after.has(tag))),
  };
}

/**
 * An automation's request: removals first, then additions (so a tag in both ends up on her), each
 * normalised as the API normalises tags. Tags that are not valid tags are left out (`rejected`),
 * and so are additions beyond TAG_LIMITS.perClient: an event cannot be answered with a 400.
 */
export function applyTagRequest(
  current: string[],
  request: { add: string[]; remove: string[] },
): TagChange & { rejected: string[] } {
  const rejected: string[] = [];
  const valid = (tags: string[]) =>
    tags.flatMap((tag) => {
      const parsed = tagSchema.safeParse(tag);
      if (!parsed.success) rejected.push(tag);
      return parsed.success ? [parsed.data] : [];
    });
  const remove = new Set(valid(request.remove));
  const next = current.filter((tag) => !remove.has(tag));
  for (const tag of valid(request.add)) {
    if (next.includes(tag)) continue;
    if (next.length >= TAG_LIMITS.perClient) rejected.push(tag);
    else next.push(tag);
  }
  return { ...replaceTags(current, next), rejected };
}

/** The timeline's words for a change: "Tags: added vip, postnatal; removed new". */
export function tagChangeSummary({ added, removed }: Pick<TagChange, 'added' | 'removed'>): string {
  const parts = [
    ...(added.length ? [`added ${added.join(', ')}`] : []),
    ...(removed.length ? [`removed ${removed.join(', ')}`] : []),
  ];
  return `Tags: ${parts.join('; ')}`;
}

export const tagsChanged = (change: Pick<TagChange, 'added' | 'removed'>) =>
  change.added.length > 0 || change.removed.length > 0;
