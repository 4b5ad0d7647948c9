import { Alert, Button } from '@wellness/ui';
import { errorText } from '../lib/errors';

/** A failed load: what went wrong, and "Try again". */
export function QueryFailure({
  title,
  error,
  retry,
}: {
  title: string;
  error: unknown;
  retry: () => unknown;
}) {
  return (
    <Alert variant="error" title={title}>
      <p>{errorText(error)}</p>
      <Button size="sm" variant="outline" onClick={() => void retry()}>
        Try again
      </Button>
    </Alert>
  );
}
