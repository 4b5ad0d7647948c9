import { Suspense, lazy } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { NUTRITION_MESSAGES, PLAN_STATUSES, progressSchema } from '@wellness/contracts';
import type { NutritionPlanSummary } from '@wellness/contracts';
// From the package's root, never '../shell-services' (see api.ts).
import { useShellServices, usePageTitle } from '@wellness/ui';
import { Alert } from '../Alert';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { FactList } from '../FactList';
import { Spinner } from '../Spinner';
import { useNutritionApi } from './api';
import { feedingCaution, nutritionProfileFacts } from './client-profile';
import { NewPlanDialog } from './NewPlanDialog';
import './client-plan.css';

const ClientCharts = lazy(() => import('./client-charts'));

export interface ClientNutritionPanelProps {
  clientId: string;
  /** The nutritionist writes plans for her assigned clients; the coach for clients without one. */
  area: 'nutritionist' | 'coach';
  /** Where "back" goes (the nutritionist's dashboard, the coach's client profile). */
  back: { to: string; label: string };
  /** Her nutritionist's name, when the page knows it (the coach's note names her). */
  nutritionistName?: string | null;
}

const enc = encodeURIComponent;

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

const errorMessage = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message && !/^HTTP \d+$/.test(message)
    ? message
    : 'Something went wrong. Please try again.';
};

/** "26 Nov 2026". */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function Failed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Alert variant="error" title={title}>
      <p>{errorMessage(error)}</p>
      <Button size="sm" variant="outline" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

const STATUS_TONE = { draft: 'warning', active: 'success', superseded: 'neutral' } as const;

function PlanRow({ plan }: { plan: NutritionPlanSummary }) {
  return (
    <li className="ui-nclient__plan">
      <div className="ui-nclient__plan-head">
        <Link to={`/nutrition-plan/${enc(plan.id)}`} className="ui-nclient__plan-title">
          {plan.title || 'Untitled plan'}
        </Link>
        <Badge tone={STATUS_TONE[plan.status]}>{PLAN_STATUSES[plan.status]}</Badge>
        {plan.unpublishedChanges && plan.latestVersion !== null && (
          <Badge tone="brand">Unpublished changes</Badge>
        )}
      </div>
      <p className="ui-nclient__plan-meta">
        {plan.latestVersion === null ? 'Not published yet' : `v${plan.latestVersion}`}
        {plan.publishedAt && ` · published ${shortDate(plan.publishedAt)}`}
        {` · ${Math.round(plan.energyKcal).toLocaleString('en-GB')} kcal a day`}
        {` · updated ${shortDate(plan.updatedAt)}`}
      </p>
    </li>
  );
}

/**
 * `/client-nutrition/:clientId` for a nutritionist and the coach: her onboarding answers that
 * matter to nutrition, her check-in charts and her plans, with "New plan" for whoever writes them.
 */
export function ClientNutritionPanel({
  clientId,
  area,
  back,
  nutritionistName,
}: ClientNutritionPanelProps) {
  const api = useNutritionApi();
  const { apiRequest } = useShellServices();
  const navigate = useNavigate();
  const profile = useQuery({
    queryKey: ['nutrition', 'profile', clientId],
    queryFn: () => api.profile(clientId),
    retry: (count, error) => errorStatus(error) !== 404 && count < 2,
  });
  const plans = useQuery({
    queryKey: ['nutrition', 'plans', clientId],
    queryFn: () => api.plans(clientId),
    enabled: profile.isSuccess,
  });
  const progress = useQuery({
    queryKey: ['/api/checkins/progress', clientId, 52],
    queryFn: async () =>
      progressSchema.parse(
        await apiRequest('GET', `/api/checkins/progress?clientId=${enc(clientId)}&weeks=52`),
      ),
    enabled: profile.isSuccess,
  });
  const name = profile.data ? `${profile.data.firstName} ${profile.data.lastName}` : undefined;
  usePageTitle(name ? `Nutrition: ${name}` : undefined);

  const backLink = (
    <Link to={back.to} className="ui-nplan-back">
      <span aria-hidden="true">←</span> {back.label}
    </Link>
  );
  if (profile.isPending) return <Spinner label="Loading her nutrition" />;
  if (profile.isError) {
    const status = errorStatus(profile.error);
    if (status === 404 || status === 403 || status === 400)
      return (
        <>
          {backLink}
          <EmptyState
            icon="?"
            title="We couldn't find this client"
            description={
              area === 'nutritionist'
                ? 'She may no longer be assigned to you, or the link may be wrong.'
                : 'The link may be wrong, or the client record was removed.'
            }
          />
        </>
      );
    return (
      <>
        {backLink}
        <Failed
          title="We couldn't load her nutrition"
          error={profile.error}
          retry={() => void profile.refetch()}
        />
      </>
    );
  }

  const p = profile.data;
  const caution = feedingCaution(p);
  const canWrite = area === 'nutritionist' || !p.hasNutritionist;
  const newPlan = canWrite ? (
    <NewPlanDialog
      clientId={clientId}
      clientName={`${p.firstName} ${p.lastName}`}
      buttonLabel="New plan"
      onCreated={(planId: string) => void navigate(`/nutrition-plan/${enc(planId)}`)}
    />
  ) : (
    <p className="ui-nclient__note">
      {nutritionistName
        ? `Her nutritionist, ${nutritionistName}, writes her plans.`
        : `${NUTRITION_MESSAGES.noNutritionist}.`}{' '}
      You can read every plan.
    </p>
  );

  let planList;
  if (plans.isPending) planList = <Spinner label="Loading her plans" />;
  else if (plans.isError)
    planList = (
      <Failed
        title="We couldn't load her plans"
        error={plans.error}
        retry={() => void plans.refetch()}
      />
    );
  else if (plans.data.items.length === 0)
    planList = (
      <p className="ui-nclient__muted">
        No plans yet.{canWrite ? ' Start one with “New plan”.' : ''}
      </p>
    );
  else
    planList = (
      <ul className="ui-nclient__plans" aria-label="Her plans">
        {plans.data.items.map((plan) => (
          <PlanRow key={plan.id} plan={plan} />
        ))}
      </ul>
    );

  let charts;
  if (progress.isPending) charts = <Spinner label="Loading her check-ins" />;
  else if (progress.isError)
    charts = (
      <Failed
        title="We couldn't load her check-ins"
        error={progress.error}
        retry={() => void progress.refetch()}
      />
    );
  else if (progress.data.weeks.length === 0)
    charts = (
      <p className="ui-nclient__muted">
        No check-ins yet: her numbers show here once she checks in.
      </p>
    );
  else
    charts = (
      <Suspense fallback={<Spinner label="Loading the charts" />}>
        <ClientCharts progress={progress.data} targetKg={p.targetWeightKg} />
      </Suspense>
    );

  return (
    <article className="ui-nclient" aria-labelledby="ui-nclient-title">
      {backLink}
      <div>
        <p className="ui-nclient__eyebrow">Nutrition</p>
        <h2 id="ui-nclient-title" className="ui-nclient__title">
          {name}
        </h2>
      </div>
      {caution && (
        <Alert variant="warning" title={`${caution}: take care`}>
          <p>
            No energy deficit while she is pregnant or breastfeeding. Check her plan with her GP or
            midwife where needed.
          </p>
        </Alert>
      )}
      <div className="ui-nclient__grid">
        <Card title="From her onboarding" level={3}>
          <FactList facts={nutritionProfileFacts(p)} />
        </Card>
        <div className="ui-nclient__main">
          <Card
            title="Plans"
            level={3}
            description={
              area === 'coach' && p.hasNutritionist
                ? undefined
                : 'Drafts are yours until published; she sees only the newest published version.'
            }
          >
            <div className="ui-nclient__actions">{newPlan}</div>
            {planList}
          </Card>
          <Card
            title="Check-ins"
            level={3}
            footer={
              <Link to={`/client-profile/${enc(clientId)}`}>All her check-ins and answers</Link>
            }
          >
            {charts}
          </Card>
        </div>
      </div>
    </article>
  );
}
