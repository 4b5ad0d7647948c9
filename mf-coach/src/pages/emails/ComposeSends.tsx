import { Link } from 'react-router-dom';
import type { EmailSend } from '@wellness/contracts';
import { Badge, Button, EmptyState, useShellServices } from '@wellness/ui';
import { useCancelSend, useEmailSends } from '../../api/email-sends';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { plural } from '../../lib/format';
import { formatLondonTime } from './compose-form';
import { sendEmailsHref } from './email-state';

const STATUS = {
  scheduled: { label: 'Scheduled', tone: 'brand' },
  sending: { label: 'Sending', tone: 'warning' },
  done: { label: 'Sent', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
} as const;

/** "40 sent · 2 unsubscribed skipped · 1 failed" */
export function sendCounts(send: EmailSend): string {
  return [
    `${send.sent} of ${plural(send.recipients, 'recipient')} sent`,
    send.suppressed > 0 ? `${send.suppressed} unsubscribed skipped` : '',
    send.failed > 0 ? `${send.failed} failed` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function SendItem({ send }: { send: EmailSend }) {
  const { notify } = useShellServices();
  const cancel = useCancelSend();
  const status = STATUS[send.status] ?? { label: send.status, tone: 'neutral' as const };
  return (
    <li className="coach-compose-send">
      <div className="coach-compose-send__head">
        <strong>{send.subject}</strong> <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="coach-muted">{`To ${send.audience}`}</p>
      <p className="coach-muted">
        {send.status === 'scheduled' ? 'Goes on ' : 'Sent from '}
        {formatLondonTime(send.sendAt)}
      </p>
      <p>{sendCounts(send)}</p>
      <div className="coach-compose-send__actions">
        <Link to={sendEmailsHref(send.id)} className="coach-row-link">
          See its emails<span className="ui-visually-hidden">{`: ${send.subject}`}</span>
        </Link>
        {send.status === 'scheduled' && (
          <Button
            size="sm"
            variant="outline"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(send.id, {
                onSuccess: () => notify({ title: 'Scheduled email cancelled' }),
                onError: (error) =>
                  notify({
                    title: 'Not cancelled',
                    description: errorText(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Cancel<span className="ui-visually-hidden">{` the send “${send.subject}”`}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** The coach's recent sends with their counts; a scheduled one can still be cancelled. */
export function ComposeSends() {
  const sends = useEmailSends();
  return (
    <section className="coach-compose-sends" aria-labelledby="compose-sends-title">
      <h3 id="compose-sends-title" className="coach-subheading" tabIndex={-1}>
        Recent sends
      </h3>
      {sends.isPending ? (
        <Loading label="Loading your sends" />
      ) : sends.isError ? (
        <LoadError
          title="We couldn't load your sends"
          error={sends.error}
          onRetry={() => void sends.refetch()}
        />
      ) : sends.data.items.length === 0 ? (
        <EmptyState
          title="Nothing sent yet"
          description="Emails you write here show with how many went out."
        />
      ) : (
        <ul className="coach-compose-sends__list">
          {sends.data.items.slice(0, 10).map((send) => (
            <SendItem key={send.id} send={send} />
          ))}
        </ul>
      )}
    </section>
  );
}
