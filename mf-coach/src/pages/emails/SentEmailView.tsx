import { Alert, Button, usePageTitle, useShellServices } from '@wellness/ui';
import { useResendEmail, useSentEmail } from '../../api/email-templates';
import { errorText } from '../../lib/errors';
import { LoadError, Loading } from '../../components/QueryState';
import { errorStatus } from '../../lib/errors';
import { formatDateTime, humanizeKey } from '../../lib/format';
import { EmailStatusBadge } from './EmailStatusBadge';
import { PreviewFrame } from './PreviewFrame';

/** One email exactly as it was sent (single-use links in it are redacted by the server). */
export function SentEmailView({ emailId }: { emailId: string }) {
  const email = useSentEmail(emailId);
  const resend = useResendEmail(emailId);
  const { notify } = useShellServices();
  const sendAgain = async () => {
    try {
      await resend.mutateAsync();
      notify({ title: 'Sending it again' });
    } catch (error) {
      notify({
        title: 'It was not sent again',
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };
  usePageTitle(email.data ? `Email: ${email.data.subject}` : undefined);
  if (email.isPending) return <Loading label="Loading the email" />;
  if (email.isError) {
    const missing = errorStatus(email.error) === 404;
    return (
      <LoadError
        title={missing ? 'There is no email with this id' : "We couldn't load this email"}
        error={email.error}
        onRetry={missing ? undefined : () => void email.refetch()}
      />
    );
  }
  const e = email.data;
  return (
    <div className="ui-stack">
      {e.status === 'failed' && (
        <Alert variant="error" title="This email was not delivered">
          <p>{e.error ?? 'The mail server refused it without a reason.'}</p>
          <Button size="sm" loading={resend.isPending} onClick={() => void sendAgain()}>
            Send it again
          </Button>
        </Alert>
      )}
      <PreviewFrame
        title={`The email “${e.subject}” as sent`}
        subject={e.subject}
        src={`/api/emails/${encodeURIComponent(e.id)}/html`}
        text={e.text}
        meta={
          <dl className="coach-preview__facts">
            <div>
              <dt>To</dt>
              <dd>{e.to}</dd>
            </div>
            {e.replyTo && (
              <div>
                <dt>Reply to</dt>
                <dd>{e.replyTo}</dd>
              </div>
            )}
            <div>
              <dt>Status</dt>
              <dd>
                <EmailStatusBadge status={e.status} />
                {e.attempts > 1 && ` after ${e.attempts} attempts`}
              </dd>
            </div>
            <div>
              <dt>{e.sentAt ? 'Sent' : 'Created'}</dt>
              <dd>{formatDateTime(e.sentAt ?? e.createdAt)}</dd>
            </div>
            <div>
              <dt>Template</dt>
              <dd>{humanizeKey(e.template)}</dd>
            </div>
          </dl>
        }
      />
    </div>
  );
}
