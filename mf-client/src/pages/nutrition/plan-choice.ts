import type { NutritionPlanSummary, PlanVersionSummary } from '@wellness/contracts';

// Which of her plans and versions she reads: the one she follows unless she asked for another.

/** The plan she follows: the active one, else the newest published. */
export function currentPlanOf(items: readonly NutritionPlanSummary[]): NutritionPlanSummary | null {
  const published = items.filter((p) => p.latestVersion !== null);
  const active = published.find((p) => p.status === 'active');
  if (active) return active;
  const newest = [...published].sort((a, b) =>
    (b.publishedAt ?? b.updatedAt).localeCompare(a.publishedAt ?? a.updatedAt),
  );
  return newest[0] ?? null;
}

/** Her earlier plans (superseded), newest first. */
export function earlierPlansOf(
  items: readonly NutritionPlanSummary[],
  current: NutritionPlanSummary | null,
): NutritionPlanSummary[] {
  return items
    .filter((p) => p.id !== current?.id && p.latestVersion !== null)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
}

/** The version she follows of a plan: the active one, else its newest. */
export function currentVersionOf(versions: readonly PlanVersionSummary[]): number | null {
  const active = versions.find((v) => v.active);
  if (active) return active.number;
  return versions.reduce<number | null>(
    (n, v) => (n === null || v.number > n ? v.number : n),
    null,
  );
}

/** A `?version=` as a version number (null for none or nonsense). */
export function versionParam(value: string | null): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** "26 November 2026". */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Who writes her plan: her nutritionist, else her coach (her crm record names both). */
export interface Writer {
  role: 'nutritionist' | 'coach';
  name: string | null;
}

type Person = { firstName: string; lastName: string } | null;
const nameOf = (person: Person) => (person ? `${person.firstName} ${person.lastName}` : null);

export function writerOf(record: { coach: Person; nutritionist: Person }): Writer {
  if (record.nutritionist) return { role: 'nutritionist', name: nameOf(record.nutritionist) };
  return { role: 'coach', name: nameOf(record.coach) };
}

/** The empty state's words: who will write her plan. */
export function writerText(writer: Writer | undefined) {
  if (writer?.role === 'nutritionist')
    return `Your nutritionist${writer.name ? `, ${writer.name},` : ''} will write it for you. You'll get an email when it's ready, and it will show here.`;
  if (writer?.name)
    return `Your coach, ${writer.name}, will write it for you. You'll get an email when it's ready, and it will show here.`;
  return "Your coach or nutritionist will write it for you. You'll get an email when it's ready, and it will show here.";
}
