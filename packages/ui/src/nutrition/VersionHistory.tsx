import { useEffect, useId, useMemo, useState } from 'react';
import { planDiff } from '@wellness/contracts';
import type { NutritionPlan, PlanChange, PlanDocument } from '@wellness/contracts';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { cx } from '../cx';
import type { NutritionApi } from './api';
import { formatDate } from './format';
import { errorMessage } from './plan-state';

/** 'draft' or a published version's number. */
export type VersionRef = 'draft' | number;

const refLabel = (ref: VersionRef) => (ref === 'draft' ? 'the draft' : `v${ref}`);

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

export interface VersionHistoryProps {
  api: NutritionApi;
  plan: NutritionPlan;
  /** The draft as she has it now (her unsaved typing included). */
  draft: () => PlanDocument;
}

/**
 * The published versions (newest first: number, date, who, change note, active or superseded),
 * "Compare" of any two (or a version and the draft), and "Changes since v<n>" for the draft.
 */
export function VersionHistory({ api, plan, draft }: VersionHistoryProps) {
  const base = useId();
  const versions = useMemo(
    () => [...plan.versions].sort((a, b) => b.number - a.number),
    [plan.versions],
  );
  const latest = versions[0]?.number;
  const [from, setFrom] = useState<VersionRef | ''>('');
  const [to, setTo] = useState<VersionRef | ''>('');
  const [compared, setCompared] = useState<{ from: VersionRef; to: VersionRef } | null>(null);
  const [docs, setDocs] = useState<Record<number, PlanDocument>>({});
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  // a new version: compare the newest two by default
  useEffect(() => {
    if (versions.length >= 2) {
      setFrom(versions[1].number);
      setTo(versions[0].number);
    } else if (versions.length === 1) {
      setFrom(versions[0].number);
      setTo('draft');
    }
  }, [versions]);

  const compare = async (pair: { from: VersionRef; to: VersionRef }) => {
    setFailed(null);
    const needed = [pair.from, pair.to].filter(
      (ref): ref is number => ref !== 'draft' && docs[ref] === undefined,
    );
    if (needed.length > 0) {
      setLoading(true);
      try {
        const loaded = await Promise.all(needed.map((n) => api.version(plan.id, n)));
        setDocs((d) => ({
          ...d,
          ...Object.fromEntries(loaded.map((v) => [v.number, v.document])),
        }));
      } catch (error) {
        setFailed(errorMessage(error, 'We could not load that version. Please try again.'));
        setLoading(false);
        return;
      } finally {
        setLoading(false);
      }
    }
    setCompared(pair);
  };

  const changes = useMemo(() => {
    if (!compared) return null;
    const doc = (ref: VersionRef) => (ref === 'draft' ? draft() : docs[ref]);
    const before = doc(compared.from);
    const after = doc(compared.to);
    if (!before || !after) return null;
    return planDiff(before, after);
    // the draft is read when she asks for the comparison
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compared, docs]);

  const choices = [
    ...versions.map((v) => ({ value: String(v.number), label: `v${v.number}` })),
    { value: 'draft', label: 'Draft (as it is now)' },
  ];
  const parse = (value: string): VersionRef | '' =>
    value === 'draft' ? 'draft' : value === '' ? '' : Number(value);

  return (
    <section className="ui-nutri-versions" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="ui-nutri-versions__title">
        Versions
      </h3>
      {versions.length === 0 ? (
        <p className="ui-nutri-muted">Not published yet. She will see it once you publish v1.</p>
      ) : (
        <ol className="ui-nutri-versions__list" aria-label="Version history">
          {versions.map((v) => (
            <li key={v.number} className="ui-nutri-version">
              <div className="ui-nutri-version__head">
                <strong>v{v.number}</strong>
                <span className="ui-nutri-muted">
                  {formatDate(v.publishedAt)}
                  {v.publishedBy ? ` · ${v.publishedBy}` : ''}
                </span>
                {v.active ? <Badge tone="success">Active</Badge> : <Badge>Superseded</Badge>}
              </div>
              <p className="ui-nutri-version__note">{v.changeNote}</p>
            </li>
          ))}
        </ol>
      )}
      {latest !== undefined && (
        <div className="ui-nutri-compare">
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setFrom(latest);
              setTo('draft');
              void compare({ from: latest, to: 'draft' });
            }}
          >
            Changes since v{latest}
          </Button>
          <form
            className="ui-nutri-compare__form"
            onSubmit={(e) => {
              e.preventDefault();
              if (from !== '' && to !== '') void compare({ from, to });
            }}
          >
            <div className="ui-field">
              <label className="ui-label" htmlFor={`${base}-from`}>
                From
              </label>
              <select
                id={`${base}-from`}
                className="ui-input ui-select"
                value={String(from)}
                onChange={(e) => setFrom(parse(e.target.value))}
              >
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="ui-field">
              <label className="ui-label" htmlFor={`${base}-to`}>
                To
              </label>
              <select
                id={`${base}-to`}
                className="ui-input ui-select"
                value={String(to)}
                onChange={(e) => setTo(parse(e.target.value))}
              >
                {choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="sm" disabled={from === '' || to === '' || from === to}>
              Compare
            </Button>
          </form>
          {loading && <Spinner size="sm" label="Loading the versions" />}
          {failed && <Alert variant="error">{failed}</Alert>}
          {compared && changes && !loading && (
            <PlanDiffView
              changes={changes}
              from={refLabel(compared.from)}
              to={refLabel(compared.to)}
            />
          )}
        </div>
      )}
    </section>
  );
}
