import type { Audience } from '@wellness/contracts';
import { useAudienceCount } from '../../api/email-sends';
import { errorText } from '../../lib/errors';
import { recipientSummary, sampleNames } from './compose-form';
import { useDebouncedValue } from './use-debounced-value';

/** The server's count of who `audience` reaches, asked once the filters stop changing. */
export function useRecipientCount(audience: Audience | null) {
  // Debounce the JSON: a fresh object each render would restart the timer forever.
  const json = JSON.stringify(audience);
  const settled = useDebouncedValue(json, 400);
  const query = useAudienceCount(JSON.parse(settled) as Audience | null);
  // While the filters are still changing, the last answer is for other filters: not shown.
  return settled === json ? query : { ...query, data: undefined };
}

/** "42 clients: Emma Clarke, Priya Shah and 40 more", and how many unsubscribed are skipped. */
export function ComposeRecipients({ count }: { count: ReturnType<typeof useRecipientCount> }) {
  let content;
  if (count.isError)
    content = (
      <p className="ui-field__error">
        {errorText(count.error, 'We could not count the recipients.')}
      </p>
    );
  else if (!count.data) content = <p className="coach-muted">Counting recipients…</p>;
  else {
    const summary = recipientSummary(count.data);
    content = (
      <>
        <p className="coach-compose-count__total">
          <strong>{summary.count}</strong>
          {count.data.matched > 0 && (
            <span className="coach-muted">: {sampleNames(count.data)}</span>
          )}
        </p>
        {summary.skipped && <p className="coach-compose-count__skipped">{summary.skipped}</p>}
      </>
    );
  }
  return (
    <div
      className="coach-compose-count"
      role="status"
      aria-label="Recipients"
      aria-busy={count.isFetching || undefined}
    >
      {content}
    </div>
  );
}
