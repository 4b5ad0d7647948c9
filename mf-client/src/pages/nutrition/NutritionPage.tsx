import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { NUTRITION_MESSAGES } from '@wellness/contracts';
import type { DayType, NutritionPlan, PlanDocument } from '@wellness/contracts';
import {
  Alert,
  Badge,
  Card,
  EmptyState,
  PageSpinner,
  Spinner,
  Tabs,
  buttonClass,
} from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { NUTRITION_API, PlanDocumentView, ShoppingList } from '@wellness/ui/nutrition';
import { useUnits } from '../../api';
import { QueryFailure } from '../../components/QueryFailure';
import { errorStatus } from '../../lib/errors';
import {
  usePlan,
  usePlanVersion,
  usePlans,
  useSaveShoppingList,
  useShoppingList,
  useWriter,
} from './nutrition-api';
import {
  currentPlanOf,
  currentVersionOf,
  earlierPlansOf,
  longDate,
  versionParam,
  writerText,
} from './plan-choice';
import './nutrition.css';

// Which day type she chose today, remembered on this device until tomorrow.
const DAY_KEY = 'wellness.nutrition.day';
const today = () => new Date().toLocaleDateString('en-CA');
function readDayType(): DayType {
  try {
    const saved = JSON.parse(localStorage.getItem(DAY_KEY) ?? 'null') as {
      date?: string;
      dayType?: DayType;
    } | null;
    return saved?.date === today() && saved.dayType ? saved.dayType : 'default';
  } catch {
    return 'default';
  }
}
function writeDayType(dayType: DayType) {
  try {
    localStorage.setItem(DAY_KEY, JSON.stringify({ date: today(), dayType }));
  } catch {
    // Private browsing: the choice lasts for this visit only.
  }
}

const versionSearch = (planId: string, n: number) =>
  `?${new URLSearchParams({ plan: planId, version: String(n) }).toString()}`;

function PdfLink({ planId, version }: { planId: string; version?: number }) {
  return (
    <a href={NUTRITION_API.pdf(planId, version)} download className={buttonClass('outline', 'sm')}>
      Download PDF
      {version !== undefined && (
        <span className="ui-visually-hidden">{` of version ${version}`}</span>
      )}
    </a>
  );
}

function ShoppingTab({ plan, version }: { plan: NutritionPlan; version: number }) {
  const [units] = useUnits();
  const saved = useShoppingList(plan.id);
  const save = useSaveShoppingList(plan.id);
  if (saved.isPending) return <Spinner label="Loading your shopping list" />;
  if (saved.isError)
    return (
      <QueryFailure
        title="We couldn't load your shopping list"
        error={saved.error}
        retry={() => saved.refetch()}
      />
    );
  return (
    <ShoppingList
      key={version}
      document={plan.document}
      version={version}
      weightUnit={units.weight}
      saved={saved.data}
      onSave={save}
    />
  );
}

function Versions({
  plan,
  current,
  earlierPlans,
}: {
  plan: NutritionPlan;
  current: number;
  earlierPlans: ReturnType<typeof earlierPlansOf>;
}) {
  const earlier = plan.versions
    .filter((v) => v.number !== current)
    .sort((a, b) => b.number - a.number);
  if (earlier.length === 0 && earlierPlans.length === 0) return null;
  return (
    <Card title="Earlier versions" level={2}>
      <ul className="mc-nutri-versions">
        {earlier.map((v) => (
          <li key={v.number}>
            <Link to={{ search: versionSearch(plan.id, v.number) }}>Version {v.number}</Link>{' '}
            <Badge>Superseded</Badge>
            <span className="mc-nutri-muted"> · {longDate(v.publishedAt)}</span>
            {v.changeNote && <p className="mc-nutri-note">{v.changeNote}</p>}
          </li>
        ))}
        {earlierPlans.map((p) => (
          <li key={p.id}>
            <Link to={{ search: versionSearch(p.id, p.latestVersion ?? 1) }}>
              {p.title}, version {p.latestVersion}
            </Link>{' '}
            <Badge>Superseded</Badge>
            {p.publishedAt && <span className="mc-nutri-muted"> · {longDate(p.publishedAt)}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** An earlier version, read-only and marked superseded. */
function SupersededView({
  planId,
  number,
  weightUnit,
}: {
  planId: string;
  number: number;
  weightUnit: 'kg' | 'st';
}) {
  const version = usePlanVersion(planId, number);
  const back = (
    <Link to={{ search: '' }} className="ui-nplan-back">
      <span aria-hidden="true">←</span> Back to my current plan
    </Link>
  );
  if (version.isPending) return <PageSpinner label="Loading that version" />;
  if (version.isError && errorStatus(version.error) === 404)
    return (
      <div className="mc-nutri">
        {back}
        <Alert variant="warning" title={NUTRITION_MESSAGES.versionNotFound}>
          <p>It may have been a link to someone else’s plan, or mistyped.</p>
        </Alert>
      </div>
    );
  if (version.isError)
    return (
      <div className="mc-nutri">
        {back}
        <QueryFailure
          title="We couldn't load that version"
          error={version.error}
          retry={() => version.refetch()}
        />
      </div>
    );
  const v = version.data;
  const superseded = !v.active;
  return (
    <div className="mc-nutri">
      {back}
      <header className="mc-nutri-head">
        <h2 className="mc-nutri-title">{v.document.title}</h2>
        <p className="mc-nutri-meta">
          Version {v.number} · {longDate(v.publishedAt)}{' '}
          {superseded ? (
            <Badge tone="warning">Superseded</Badge>
          ) : (
            <Badge tone="success">Current</Badge>
          )}
        </p>
        <PdfLink planId={planId} version={v.number} />
      </header>
      {superseded && (
        <Alert variant="warning" title="Superseded">
          <p>
            This is an earlier version of your plan, kept for reference. Follow your current plan.
          </p>
        </Alert>
      )}
      <PlanDocumentView document={v.document} weightUnit={weightUnit} />
    </div>
  );
}

function CurrentPlan({
  plan,
  version,
  earlierPlans,
}: {
  plan: NutritionPlan;
  version: number;
  earlierPlans: ReturnType<typeof earlierPlansOf>;
}) {
  const [units] = useUnits();
  const [tab, setTab] = useState('plan');
  const summary = plan.versions.find((v) => v.number === version);
  const doc: PlanDocument = plan.document;
  return (
    <div className="mc-nutri">
      <header className="mc-nutri-head">
        <h2 className="mc-nutri-title">{doc.title}</h2>
        <p className="mc-nutri-meta">
          Version {version}
          {summary && ` · from ${longDate(summary.publishedAt)}`}
          {plan.status === 'superseded' && (
            <>
              {' '}
              <Badge tone="warning">Superseded</Badge>
            </>
          )}
        </p>
        <PdfLink planId={plan.id} />
      </header>
      <Tabs
        label="Your plan"
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'plan',
            label: 'My plan',
            content: (
              <PlanDocumentView
                document={doc}
                weightUnit={units.weight}
                targetsTitle="Today’s targets"
                initialDayType={readDayType()}
                onDayTypeChange={writeDayType}
              />
            ),
          },
          {
            id: 'shopping',
            label: 'Shopping list',
            content: <ShoppingTab plan={plan} version={version} />,
          },
        ]}
      />
      <Versions plan={plan} current={version} earlierPlans={earlierPlans} />
    </div>
  );
}

function NoPlanYet() {
  const writer = useWriter(true);
  return (
    <Card level={2}>
      <EmptyState
        icon="🥗"
        title="Your nutrition plan is on its way"
        description={
          writer.isPending ? 'Loading…' : writerText(writer.isError ? undefined : writer.data)
        }
        action={
          <Link to="/messages" className={buttonClass('outline', 'sm')}>
            Send a message
          </Link>
        }
      />
    </Card>
  );
}

/**
 * `/nutrition` and `/nutrition-plans`: the plan she follows, for a phone in the kitchen and the
 * supermarket: today's targets, meals and their options, foods in her units, a shopping list that
 * keeps her ticks, the PDF, and her earlier versions marked superseded.
 */
export function NutritionPage(_props: PageProps) {
  const [units] = useUnits();
  const [search] = useSearchParams();
  const plans = usePlans();
  const current = plans.data ? currentPlanOf(plans.data.items) : null;
  const plan = usePlan(current?.id ?? null);

  const askedPlan = search.get('plan');
  const askedVersion = versionParam(search.get('version'));

  if (plans.isPending) return <PageSpinner label="Loading your nutrition plan" />;
  if (plans.isError)
    return (
      <QueryFailure
        title="We couldn't load your nutrition plan"
        error={plans.error}
        retry={() => plans.refetch()}
      />
    );
  if (!current) return <NoPlanYet />;

  const earlierPlans = earlierPlansOf(plans.data.items, current);
  if (plan.isPending) return <PageSpinner label="Loading your nutrition plan" />;
  if (plan.isError)
    return (
      <QueryFailure
        title="We couldn't load your nutrition plan"
        error={plan.error}
        retry={() => plan.refetch()}
      />
    );
  const version = currentVersionOf(plan.data.versions) ?? current.latestVersion ?? 1;
  const otherPlan = askedPlan !== null && askedPlan !== current.id;
  const readingOther = askedVersion !== null && (otherPlan || askedVersion !== version);
  if (readingOther)
    return (
      <SupersededView
        key={`${askedPlan ?? current.id}-${askedVersion}`}
        planId={askedPlan ?? current.id}
        number={askedVersion}
        weightUnit={units.weight}
      />
    );
  return <CurrentPlan plan={plan.data} version={version} earlierPlans={earlierPlans} />;
}
