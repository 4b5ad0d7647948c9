import { Link } from 'react-router-dom';
import type { EmailSummary } from '@wellness/contracts';
import { RecordCards } from '@wellness/ui';
import { formatDateTime, humanizeKey } from '../../lib/format';
import { sentEmailHref } from './email-state';
import { EmailStatusBadge } from './EmailStatusBadge';

interface ListProps {
  emails: readonly EmailSummary[];
  /** Template names by key (the log stores the key). */
  names?: Readonly<Record<string, string>>;
}

const templateName = (key: string, names: ListProps['names']) => names?.[key] ?? humanizeKey(key);

/** When it went, or for a queued email held for later, when it will go. */
export const when = (e: EmailSummary) =>
  e.status === 'queued' && e.scheduledFor
    ? `Scheduled for ${formatDateTime(e.scheduledFor)}`
    : formatDateTime(e.sentAt ?? e.createdAt);

function Subject({ email: e }: { email: EmailSummary }) {
  return (
    <Link to={sentEmailHref(e.id)} className="coach-row-link">
      {e.subject || '(No subject)'}
      <span className="ui-visually-hidden">{`, to ${e.to}`}</span>
    </Link>
  );
}

function Problem({ email: e }: { email: EmailSummary }) {
  if (!e.error) return null;
  return <span className="coach-email-error">{e.error}</span>;
}

/** The sent log as a table (wide screens); each subject opens the email as sent. */
export function SentTable({ emails, names }: ListProps) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table coach-table">
        <caption className="ui-visually-hidden">Sent emails, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Template</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {emails.map((e) => (
            <tr key={e.id}>
              <td className="coach-email-when">{when(e)}</td>
              <td className="coach-email-to">{e.to}</td>
              <td>
                <Subject email={e} />
              </td>
              <td className="coach-cell-muted">{templateName(e.template, names)}</td>
              <td>
                <EmailStatusBadge status={e.status} />
                <Problem email={e} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sent log as cards (phones). */
export function SentCards({ emails, names }: ListProps) {
  return (
    <RecordCards
      label="Sent emails, newest first"
      cards={emails.map((e) => ({
        id: e.id,
        title: <Subject email={e} />,
        badge: <EmailStatusBadge status={e.status} />,
        lines: [`To ${e.to}`, ...(e.error ? [<Problem key="error" email={e} />] : [])],
        meta: `${when(e)} · ${templateName(e.template, names)}`,
      }))}
    />
  );
}
