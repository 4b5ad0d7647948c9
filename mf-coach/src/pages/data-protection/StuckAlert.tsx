import type { DataRequest } from '@wellness/contracts';
import { Alert } from '@wellness/ui';
import { unconfirmed } from './request-text';

/** Erasures a service has not confirmed after several attempts: someone needs to look. */
export function StuckAlert({ requests }: { requests: readonly DataRequest[] }) {
  const stuck = requests.filter((r) => r.stuck);
  if (stuck.length === 0) return null;
  return (
    <Alert variant="warning" title="An erasure is stuck">
      <ul>
        {stuck.map((r) => (
          <li key={r.id}>
            {r.client.name}: no confirmation yet from {unconfirmed(r).join(', ') || 'a service'}.
          </li>
        ))}
      </ul>
      <p>
        We keep asking automatically. If it stays stuck, ask whoever runs the platform to check that
        service (its failed jobs are in the job board).
      </p>
    </Alert>
  );
}
