import type { DataRequest } from '@wellness/contracts';
import { DATA_REQUEST_LIMITS } from '@wellness/contracts';
import { Alert, Button, Card } from '@wellness/ui';
import { errorText } from '../../lib/errors';
import { useExportLink, useRequestExport } from './data-protection-api';
import { exportState, latestOf, longDate, longDateTime } from './request-state';

const LINK_HOURS = DATA_REQUEST_LIMITS.exportLinkTtlSeconds / 3600;

/** "Download my data" (UK GDPR articles 15 and 20): ask, follow the request, download the ZIP. */
export function ExportCard({ requests }: { requests: readonly DataRequest[] }) {
  const ask = useRequestExport();
  const link = useExportLink();
  const download = async (requestId: string) => {
    const { url } = await link.mutateAsync(requestId);
    // The browser downloads the ZIP and stays on this page.
    window.location.assign(url);
  };
  const state = exportState(latestOf(requests, 'export'));
  const askButton = (label: string) => (
    <div className="mc-form__actions">
      <Button loading={ask.isPending} onClick={() => ask.mutate()}>
        {label}
      </Button>
    </div>
  );
  return (
    <Card
      title="Download my data"
      level={2}
      description="A copy of everything we hold about you: your details, check-ins, measurements, nutrition plans, messages and payments as JSON files, your progress photos, and a README that explains each file."
    >
      <div className="mc-form__section" aria-live="polite">
        {state.kind === 'none' && askButton('Download my data')}
        {state.kind === 'waiting' && (
          <Alert variant="info" title="Your request is with your coach">
            <p>
              You asked on {longDate(state.request.createdAt)}. It will be ready by{' '}
              {longDate(state.request.dueAt)} at the latest; we will email you when it is.
            </p>
          </Alert>
        )}
        {state.kind === 'gathering' && (
          <Alert variant="info" title="Gathering your data">
            <p>This can take a few minutes. We will email you a download link when it is ready.</p>
          </Alert>
        )}
        {state.kind === 'ready' && (
          <Alert variant="success" title="Your data is ready">
            <p>
              Download it here, or with the link we emailed you (a ZIP file). It works for{' '}
              {LINK_HOURS} hours, until {longDateTime(state.expiresAt)}.
            </p>
            <div className="mc-form__actions">
              <Button
                loading={link.isPending}
                onClick={() => void download(state.request.id).catch(() => undefined)}
              >
                Download my data (ZIP)
              </Button>
            </div>
          </Alert>
        )}
        {state.kind === 'expired' && (
          <>
            <p className="mc-muted">
              Your last copy ({longDate(state.request.createdAt)}) is no longer available: download
              links work for {LINK_HOURS} hours.
            </p>
            {askButton('Ask for a new copy')}
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <Alert variant="error" title="We couldn't prepare your data">
              <p>Please ask again. If it happens again, let your coach know.</p>
            </Alert>
            {askButton('Ask again')}
          </>
        )}
        {ask.isError && <Alert variant="error" title={errorText(ask.error)} />}
        {link.isError && <Alert variant="error" title={errorText(link.error)} />}
      </div>
    </Card>
  );
}
