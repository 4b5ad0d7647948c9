import { Alert, Button, Spinner } from '@wellness/ui';
import { errorText } from '../lib/errors';

/** A failed load: what went wrong and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  return (
    <Alert variant="error" title={title}>
      <p>{errorText(error)}</p>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}

/** A loading block that keeps the layout steady. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="coach-loading">
      <Spinner label={label} />
      <span aria-hidden="true">{label}…</span>
    </div>
  );
}
