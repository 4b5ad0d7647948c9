import { useCallback, useState } from 'react';

/**
 * A form's request: busy while it runs, and the one message it shows when it fails. `messageOf`
 * turns the failure into that message (null: none, the caller handled it).
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (task: () => Promise<void>, messageOf: (error: unknown) => string | null) => {
      setBusy(true);
      setError(null);
      try {
        await task();
      } catch (e) {
        setError(messageOf(e));
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, error, setError, run };
}
