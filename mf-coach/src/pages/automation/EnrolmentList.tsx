import { ENROLMENT_STATUSES } from '@wellness/contracts';
import type { Enrolment } from '@wellness/contracts';
import {
  Badge,
  EmptyState,
  Pagination,
  RecordCards,
  SelectField,
  useMediaQuery,
  WIDE_SCREEN,
} from '@wellness/ui';
import { useEnrolments } from '../../api/automations';
import { LoadError, Loading } from '../../components/QueryState';
import { capitalize, formatDateTime } from '../../lib/format';
import { exitReasonLabel } from './automation-draft';
import { ENROLMENT_PAGE_SIZE } from './automation-state';
import type { AutomationState, EnrolmentStatus } from './automation-state';

const STATUS_TONES = {
  active: 'brand',
  completed: 'success',
  exited: 'warning',
  stopped: 'neutral',
} as const;
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ENROLMENT_STATUSES.map((s) => ({ value: s, label: capitalize(s) })),
];

const stepOf = (e: Enrolment, steps: number) => `${Math.min(e.step + 1, steps)} of ${steps}`;
const ended = (e: Enrolment) =>
  e.endedAt
    ? [formatDateTime(e.endedAt), exitReasonLabel(e.exitReason)].filter(Boolean).join(' · ')
    : '—';

function Status({ e }: { e: Enrolment }) {
  return <Badge tone={STATUS_TONES[e.status] ?? 'neutral'}>{capitalize(e.status)}</Badge>;
}

function Version({ e }: { e: Enrolment }) {
  return (
    <>
      {`Version ${e.version}`}
      {!e.onLatestVersion && (
        <>
          {' '}
          <Badge tone="warning">Earlier version</Badge>
        </>
      )}
    </>
  );
}

function Person({ e }: { e: Enrolment }) {
  return (
    <>
      <span className="coach-enrolment__name">{e.subject.name}</span>
      <span className="coach-muted coach-enrolment__email">
        {`${e.subject.kind === 'lead' ? 'Lead' : 'Client'} · ${e.subject.email}`}
      </span>
    </>
  );
}

export function EnrolmentTable({ items, steps }: { items: readonly Enrolment[]; steps: number }) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table coach-table">
        <caption className="ui-visually-hidden">Enrolments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Status</th>
            <th scope="col">Step</th>
            <th scope="col">Version</th>
            <th scope="col">Next step</th>
            <th scope="col">Enrolled</th>
            <th scope="col">Ended</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id}>
              <td>
                <Person e={e} />
              </td>
              <td>
                <Status e={e} />
              </td>
              <td>{stepOf(e, steps)}</td>
              <td>
                <Version e={e} />
              </td>
              <td>{e.status === 'active' ? formatDateTime(e.nextRunAt) : '—'}</td>
              <td>{formatDateTime(e.enrolledAt)}</td>
              <td>{ended(e)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function EnrolmentCards({ items, steps }: { items: readonly Enrolment[]; steps: number }) {
  return (
    <RecordCards
      label="Enrolments, newest first"
      cards={items.map((e) => ({
        id: e.id,
        title: <Person e={e} />,
        badge: <Status e={e} />,
        lines: [
          <span key="step">
            {`Step ${stepOf(e, steps)} · `}
            <Version e={e} />
          </span>,
          ...(e.status === 'active' && e.nextRunAt
            ? [`Next step ${formatDateTime(e.nextRunAt)}`]
            : []),
          ...(e.endedAt ? [`Ended ${ended(e)}`] : []),
        ],
        meta: `Enrolled ${formatDateTime(e.enrolledAt)}`,
      }))}
    />
  );
}

/** Who is enrolled and where each one is, by status, a page at a time. */
export function EnrolmentList({
  automationId,
  steps,
  state,
  onChange,
}: {
  automationId: string;
  steps: number;
  state: AutomationState;
  onChange: (patch: Partial<AutomationState>, options?: { push?: boolean }) => void;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const enrolments = useEnrolments(automationId, {
    status: state.status || undefined,
    page: state.page,
    pageSize: ENROLMENT_PAGE_SIZE,
  });
  const items = enrolments.data?.items ?? [];
  return (
    <div className="ui-stack">
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={state.status}
        onChange={(e) => onChange({ status: e.target.value as EnrolmentStatus | '', page: 1 })}
      />
      <div aria-busy={enrolments.isFetching || undefined}>
        {enrolments.isPending ? (
          <Loading label="Loading enrolments" />
        ) : enrolments.isError ? (
          <LoadError
            title="We couldn't load the enrolments"
            error={enrolments.error}
            onRetry={() => void enrolments.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title={state.status ? 'No enrolments with this status' : 'Nobody enrolled yet'}
            description="Each person this automation starts for shows here, with the step she is at."
          />
        ) : (
          <>
            {wide ? (
              <EnrolmentTable items={items} steps={steps} />
            ) : (
              <EnrolmentCards items={items} steps={steps} />
            )}
            <Pagination
              page={enrolments.data.page}
              pageSize={enrolments.data.pageSize}
              total={enrolments.data.total}
              onPageChange={(page) => onChange({ page }, { push: true })}
              noun="enrolments"
            />
          </>
        )}
      </div>
    </div>
  );
}
