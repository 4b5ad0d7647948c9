import { memo, useEffect, useId, useMemo, useState } from 'react';
import { planDiff } from '@wellness/contracts';
import type { NutritionPlan, PlanDocument } from '@wellness/contracts';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { SelectField } from '../Select';
import { Spinner } from '../Spinner';
import type { NutritionApi } from './api';
import { formatDate } from './format';
import { PlanDiffView } from './PlanDiffView';
import { errorMessage } from './server-errors';

/** 'draft' or a published version's number. */
export type VersionRef = 'draft' | number;

const refLabel = (ref: VersionRef) => (ref === 'draft' ? 'the draft' : `v${ref}`);

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
export const VersionHistory = memo(function VersionHistory({
  api,
  plan,
  draft,
}: VersionHistoryProps) {
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
            <SelectField
              label="From"
              options={choices}
              value={String(from)}
              onChange={(e) => setFrom(parse(e.target.value))}
            />
            <SelectField
              label="To"
              options={choices}
              value={String(to)}
              onChange={(e) => setTo(parse(e.target.value))}
            />
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
});
