import '../../nutritionist.css';
import { Link } from 'react-router-dom';
import { checkinFacts, formatDay, onboardingFacts } from '@wellness/contracts';
import type { OnboardingFact } from '@wellness/contracts';
import { CmLostChart, MeasurementsChart, ScoreTrendsChart, WeightChart } from '@wellness/ui/charts';
import { Alert, Button, Card, EmptyState, FactList, Spinner, buttonClass } from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import {
  errorStatus,
  useCheckin,
  useClientRecord,
  useOnboarding,
  useProgress,
} from '../../api/checkins';
import { METRIC, kgChange } from '../../numbers';
import { ClientNotFound } from './ClientNotFound';
import { HerWeeks } from './HerWeeks';

/**
 * The onboarding answers a nutritionist plans with: goals, body, activity, diet and allergies,
 * conditions and medications, pregnancy and breastfeeding, cycle tracking.
 */
const PLANNING_FACTS: readonly OnboardingFact[] = [
  'goals',
  'startingWeight',
  'targetWeight',
  'height',
  'activity',
  'training',
  'diet',
  'allergies',
  'medicalConditions',
  'medications',
  'pregnancyAndFeeding',
  'cycleTracking',
];

function Failed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Alert variant="error" title={title}>
      <p>{(error as Error | null)?.message ?? 'Something went wrong. Please try again.'}</p>
      <Button size="sm" variant="outline" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

function Onboarding({ clientId }: { clientId: string }) {
  const onboarding = useOnboarding(clientId);
  return (
    <Card title="From her onboarding" level={3}>
      {onboarding.isPending ? (
        <Spinner label="Loading her onboarding answers" />
      ) : onboarding.isError ? (
        errorStatus(onboarding.error) === 404 ? (
          <p className="nutri-muted">She has not started onboarding yet.</p>
        ) : (
          <Failed
            title="We couldn't load her onboarding answers"
            error={onboarding.error}
            retry={() => void onboarding.refetch()}
          />
        )
      ) : (
        <>
          {!onboarding.data.completedAt && (
            <p className="nutri-muted">
              She has not finished onboarding yet: some answers may be missing.
            </p>
          )}
          <FactList facts={onboardingFacts(onboarding.data, METRIC, PLANNING_FACTS)} />
        </>
      )}
    </Card>
  );
}

/** Her latest check-in: the numbers a nutritionist works with, and her own words. */
function LatestCheckin({ checkinId }: { checkinId: string }) {
  const checkin = useCheckin(checkinId);
  if (checkin.isPending) return <Spinner label="Loading her latest check-in" />;
  if (checkin.isError)
    return (
      <Failed
        title="We couldn't load her latest check-in"
        error={checkin.error}
        retry={() => void checkin.refetch()}
      />
    );
  const { checkin: c, comparison, cycleTracking } = checkin.data;
  const facts = [
    { term: 'Week due', value: formatDay(c.dueDate) },
    {
      term: 'Change from the week before',
      value: kgChange(comparison.weightKg.changeFromPrevious),
    },
    ...checkinFacts(c, METRIC, { cycleTracking }),
  ];
  return <FactList facts={facts} />;
}

function Progress({ clientId }: { clientId: string }) {
  const progress = useProgress(clientId);
  if (progress.isPending) return <Spinner label="Loading her check-ins" />;
  if (progress.isError)
    return (
      <Failed
        title="We couldn't load her check-ins"
        error={progress.error}
        retry={() => void progress.refetch()}
      />
    );
  const p = progress.data;
  const latest = p.weeks[p.weeks.length - 1];
  if (!latest)
    return (
      <Card title="Check-ins" level={3}>
        <EmptyState
          title="No check-ins yet"
          description="Her numbers show here once she checks in."
        />
      </Card>
    );
  return (
    <>
      <Card
        title="Latest check-in"
        level={3}
        description={`Since her start: ${kgChange(p.weightChangeKg)}`}
      >
        <LatestCheckin checkinId={latest.checkinId} />
      </Card>
      <Card title="Progress" level={3}>
        <div className="nutri-charts">
          <WeightChart weeks={p.weeks} unit="kg" cycleTracking={p.cycleTracking} level={4} />
          <MeasurementsChart weeks={p.weeks} unit="cm" level={4} />
          <CmLostChart weeks={p.weeks} unit="cm" level={4} />
          <ScoreTrendsChart
            weeks={p.weeks}
            title="Scores"
            initial={['hunger', 'digestion', 'energy']}
            level={4}
          />
        </div>
      </Card>
      <Card
        title="Her weeks"
        level={3}
        footer={
          <Link to={`/client-checkins?clientId=${encodeURIComponent(clientId)}`}>
            All her check-ins
          </Link>
        }
      >
        <HerWeeks clientId={clientId} />
      </Card>
    </>
  );
}

/** `/client-profile/:clientId` for a nutritionist: an assigned client's numbers, read-only. */
export function ClientDetailPage({ params }: PageProps) {
  const clientId = params.clientId ?? '';
  const client = useClientRecord(clientId);
  const back = (
    <Link to="/dashboard" className="nutri-back">
      <span aria-hidden="true">←</span> My clients
    </Link>
  );
  if (client.isPending) return <Spinner label="Loading the client" />;
  if (client.isError) {
    const status = errorStatus(client.error);
    if (status === 404 || status === 403 || status === 400) return <ClientNotFound />;
    return (
      <>
        {back}
        <Failed
          title="We couldn't load this client"
          error={client.error}
          retry={() => void client.refetch()}
        />
      </>
    );
  }
  const c = client.data;
  return (
    <article className="nutri-client" aria-labelledby="nutri-page-title">
      {back}
      <h2 id="nutri-page-title" className="nutri-title">
        {c.firstName} {c.lastName}
      </h2>
      <p className="nutri-muted">
        Read-only: the numbers from her onboarding and weekly check-ins.
      </p>
      <Link
        to={`/client-nutrition/${encodeURIComponent(clientId)}`}
        className={`${buttonClass('primary', 'sm')} nutri-plans-link`}
      >
        Her nutrition plans
      </Link>
      <div className="nutri-client__grid">
        <Onboarding clientId={clientId} />
        <div className="nutri-client__main">
          <Progress clientId={clientId} />
        </div>
      </div>
    </article>
  );
}
