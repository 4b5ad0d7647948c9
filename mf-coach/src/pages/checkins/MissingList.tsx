import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CHECKIN_MESSAGES, formatDay } from '@wellness/contracts';
import type { MissingCheckin } from '@wellness/contracts';
import { Button, EmptyState, useShellServices } from '@wellness/ui';
import { useMissingCheckins, useNudge } from '../../api/checkins';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { formatDate, formatDateTime, formatRelative, fullName, plural } from '../../lib/format';

type Result = { ok: true; text: string } | { ok: false; text: string };

function MissingItem({ item }: { item: MissingCheckin }) {
  const { notify } = useShellServices();
  const nudge = useNudge();
  const [result, setResult] = useState<Result>();
  const name = fullName(item);

  const send = async () => {
    setResult(undefined);
    try {
      const sent = await nudge.mutateAsync(item.clientId);
      const text = `Nudge sent to ${item.firstName} at ${formatDateTime(sent.nudgedAt)}`;
      setResult({ ok: true, text });
      notify({ title: `Nudge sent to ${name}` });
    } catch (error) {
      setResult({ ok: false, text: errorText(error, 'The nudge could not be sent') });
    }
  };

  return (
    <li className="coach-missing__item">
      <div className="coach-missing__who">
        <Link
          to={`/client-profile/${encodeURIComponent(item.clientId)}`}
          className="coach-missing__name"
        >
          {name}
        </Link>
        <span className="coach-muted">{item.email}</span>
      </div>
      <dl className="coach-missing__facts">
        <div>
          <dt>Due</dt>
          <dd>
            {formatDay(item.dueDate)} ({plural(item.daysOverdue, 'day')} overdue)
          </dd>
        </div>
        <div>
          <dt>Weeks missed</dt>
          <dd>{item.missedWeeks}</dd>
        </div>
        <div>
          <dt>Last check-in</dt>
          <dd>{formatDate(item.lastCheckinDate, 'None yet')}</dd>
        </div>
        <div>
          <dt>Last nudged</dt>
          <dd>{item.lastNudgedAt ? formatRelative(item.lastNudgedAt) : 'Never'}</dd>
        </div>
      </dl>
      <div className="coach-missing__action">
        {item.canNudge ? (
          <Button
            size="sm"
            variant="outline"
            loading={nudge.isPending}
            disabled={result?.ok}
            aria-label={`Send a nudge email to ${name}`}
            onClick={() => void send()}
          >
            {result?.ok ? 'Nudge sent' : 'Send nudge'}
          </Button>
        ) : (
          <p className="coach-muted">{CHECKIN_MESSAGES.noUserYet}</p>
        )}
        <p
          role="status"
          className={
            result && !result.ok
              ? 'coach-missing__result coach-missing__result--error'
              : 'coach-missing__result'
          }
        >
          {result?.text}
        </p>
      </div>
    </li>
  );
}

/** Clients whose check-in is overdue, oldest due first, each with a one-click nudge email. */
export function MissingList() {
  const missing = useMissingCheckins();
  if (missing.isPending) return <Loading label="Loading overdue clients" />;
  if (missing.isError)
    return (
      <LoadError
        title="We couldn't load the overdue clients"
        error={missing.error}
        onRetry={() => void missing.refetch()}
      />
    );
  const { items } = missing.data;
  if (!items.length)
    return (
      <EmptyState
        icon="✓"
        title="No check-ins overdue"
        description="Every active client has checked in on time."
      />
    );
  return (
    <ul className="coach-missing" aria-label="Clients whose check-in is overdue">
      {items.map((item) => (
        <MissingItem key={item.clientId} item={item} />
      ))}
    </ul>
  );
}
