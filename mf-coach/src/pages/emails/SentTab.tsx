import { EMAIL_STATUSES } from '@wellness/contracts';
import type { EmailStatus } from '@wellness/contracts';
import {
  Button,
  EmptyState,
  Pagination,
  SelectField,
  useMediaQuery,
  WIDE_SCREEN,
} from '@wellness/ui';
import { useEmailTemplates, useSentEmails } from '../../api/email-templates';
import { LoadError, Loading } from '../../components/QueryState';
import { SearchBox } from '../../components/SearchBox';
import { plural } from '../../lib/format';
import { sentListQuery } from './email-state';
import type { EmailTabProps } from './EmailsPage';
import { EMAIL_STATUS_LABELS } from './EmailStatusBadge';
import { SentCards, SentTable } from './SentList';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...EMAIL_STATUSES.map((status) => ({ value: status, label: EMAIL_STATUS_LABELS[status] })),
];

/** Every email the platform sent, newest first: search by recipient or subject, filter by status. */
export function SentTab({ state, onChange }: EmailTabProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const emails = useSentEmails(sentListQuery(state));
  const templates = useEmailTemplates();
  const names = Object.fromEntries((templates.data ?? []).map((t) => [t.key, t.name]));
  const rows = emails.data?.items ?? [];
  const searching = Boolean(state.search || state.status || state.sendId);
  return (
    <div className="ui-stack coach-emails-sent">
      <div className="coach-emails-toolbar">
        <SearchBox
          label="Search sent emails"
          placeholder="Recipient or subject"
          value={state.search}
          onSearch={(search) => onChange({ search, page: 1 })}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={state.status}
          onChange={(e) => onChange({ status: e.target.value as EmailStatus | '', page: 1 })}
        />
        {state.sendId && (
          <p className="coach-emails-send-filter">
            <span>Showing the emails of one send.</span>{' '}
            <Button size="sm" variant="ghost" onClick={() => onChange({ sendId: '', page: 1 })}>
              Show every email
            </Button>
          </p>
        )}
        <p className="coach-result-count" aria-live="polite">
          {emails.data ? `${plural(emails.data.total, 'email')}${searching ? ' match' : ''}` : ''}
        </p>
      </div>
      <div
        aria-busy={emails.isFetching || undefined}
        className={emails.isPlaceholderData ? 'coach-emails-stale' : undefined}
      >
        {emails.isPending ? (
          <Loading label="Loading sent emails" />
        ) : emails.isError ? (
          <LoadError
            title="We couldn't load the sent emails"
            error={emails.error}
            onRetry={() => void emails.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState
            title={searching ? 'No emails match this search' : 'No emails sent yet'}
            description={
              searching
                ? 'Try a name, an email address, words from the subject, or another status.'
                : 'Every email the platform sends shows here, with whether it arrived.'
            }
          />
        ) : (
          <>
            {wide ? (
              <SentTable emails={rows} names={names} />
            ) : (
              <SentCards emails={rows} names={names} />
            )}
            <Pagination
              page={emails.data.page}
              pageSize={emails.data.pageSize}
              total={emails.data.total}
              onPageChange={(page) => onChange({ page }, { push: true })}
              noun="emails"
            />
          </>
        )}
      </div>
    </div>
  );
}
