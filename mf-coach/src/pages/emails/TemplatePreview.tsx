import { useState } from 'react';
import type { EmailPreview } from '@wellness/contracts';
import { Button, useShellServices } from '@wellness/ui';
import { useSendTestEmail, useTemplatePreview } from '../../api/email-templates';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { PreviewClientPicker } from './PreviewClientPicker';
import type { PreviewClient } from './PreviewClientPicker';
import { PreviewFrame } from './PreviewFrame';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A template rendered by the server (POST …/preview) with a client's data or the samples; with
 * `draft`, the editor's unsaved text, following her typing after a pause. "Send me a test" sends
 * exactly what is shown to the coach's own address.
 */
export function TemplatePreview({
  templateKey,
  templateName,
  draft,
  client,
  onClientChange,
}: {
  templateKey: string;
  templateName: string;
  draft?: { subject: string; body: string };
  client: PreviewClient | null;
  onClientChange: (client: PreviewClient | null) => void;
}) {
  const { notify } = useShellServices();
  const subject = useDebouncedValue(draft?.subject);
  const body = useDebouncedValue(draft?.body);
  const request = { clientId: client?.id, subject, body };
  const preview = useTemplatePreview(templateKey, request);
  const tester = useSendTestEmail(templateKey);
  // The last preview that rendered stays on screen while the text has a problem the server refuses.
  const [lastGood, setLastGood] = useState<EmailPreview | undefined>(preview.data);
  if (preview.data && preview.data !== lastGood) setLastGood(preview.data);
  const shown = preview.data ?? lastGood;
  const typing = draft !== undefined && (draft.subject !== subject || draft.body !== body);

  const sendTest = async () => {
    try {
      const sent = await tester.mutateAsync({
        clientId: client?.id,
        subject: draft?.subject,
        body: draft?.body,
      });
      notify({ title: `Test sent to ${sent.to}` });
    } catch (error) {
      notify({
        title: 'The test was not sent',
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  const filledFor = shown?.filledFor;
  return (
    <div className="coach-template-preview">
      <div className="coach-template-preview__bar">
        <PreviewClientPicker value={client} onChange={onClientChange} filledFor={filledFor} />
        <Button
          size="sm"
          variant="outline"
          loading={tester.isPending}
          onClick={() => void sendTest()}
        >
          Send me a test
        </Button>
      </div>
      {!shown && preview.isPending ? (
        <Loading label="Rendering the preview" />
      ) : !shown ? (
        <LoadError
          title="We couldn't render the preview"
          error={preview.error}
          onRetry={() => void preview.refetch()}
        />
      ) : (
        <>
          {preview.isError && (
            <p className="coach-preview__stale" role="status">
              {`Showing the last preview that worked: ${errorText(preview.error)}`}
            </p>
          )}
          <PreviewFrame
            title={`Preview of ${templateName}`}
            subject={shown.subject}
            src={shown.htmlUrl}
            text={shown.text}
            busy={preview.isFetching || typing}
            meta={
              <p className="coach-preview__meta">
                {filledFor ? `Filled with ${filledFor}’s details` : 'Filled with sample data'}
                {(preview.isFetching || typing) && ' · updating…'}
              </p>
            }
          />
        </>
      )}
    </div>
  );
}
