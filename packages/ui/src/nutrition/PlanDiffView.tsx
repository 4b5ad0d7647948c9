import type { PlanChange } from '@wellness/contracts';
import { cx } from '../cx';

const AREA_LABELS: Record<string, string> = {
  title: 'Title',
  targets: 'Targets',
  meals: 'Meals',
  foods: 'Foods and quantities',
  guidance: 'Guidance',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const showValue = (value: unknown): string =>
  value === undefined || value === null
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The changes grouped by area (targets, meals, foods, guidance…), in the order they come. */
export function groupChanges(changes: readonly PlanChange[]): Array<[string, PlanChange[]]> {
  const groups = new Map<string, PlanChange[]>();
  for (const change of changes) {
    const area = String(change.area);
    groups.set(area, [...(groups.get(area) ?? []), change]);
  }
  return [...groups];
}

/** What changed between two documents: added green, removed red, changed before → after. */
export function PlanDiffView({
  changes,
  from,
  to,
}: {
  changes: readonly PlanChange[];
  from: string;
  to: string;
}) {
  if (changes.length === 0)
    return (
      <p className="ui-nutri-muted" role="status">
        No differences between {from} and {to}.
      </p>
    );
  return (
    <div className="ui-nutri-diff" role="region" aria-label={`Changes from ${from} to ${to}`}>
      {groupChanges(changes).map(([area, list]) => (
        <section key={area} className="ui-nutri-diff__area">
          <h4 className="ui-nutri-diff__title">{AREA_LABELS[area] ?? capitalise(area)}</h4>
          <ul className="ui-nutri-diff__list">
            {list.map((change, i) => (
              <li
                key={i}
                className={cx('ui-nutri-diff__change', `ui-nutri-diff__change--${change.kind}`)}
              >
                <span className="ui-nutri-diff__kind">{capitalise(String(change.kind))}</span>{' '}
                <span className="ui-nutri-diff__where">{change.where}</span>
                {change.kind === 'changed' ? (
                  <span>
                    : <del>{showValue(change.before)}</del> <span aria-hidden="true">→</span>
                    <span className="ui-visually-hidden"> to </span>{' '}
                    <ins>{showValue(change.after)}</ins>
                  </span>
                ) : change.kind === 'added' && change.after !== undefined ? (
                  <span>: {showValue(change.after)}</span>
                ) : change.kind === 'removed' && change.before !== undefined ? (
                  <span>: {showValue(change.before)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
