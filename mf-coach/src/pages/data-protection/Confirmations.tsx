import type { DataRequest } from '@wellness/contracts';
import { formatDateTime } from '../../lib/format';
import { erasedSummary } from './request-text';

/** Each service's answer to an erasure: when it confirmed and what it erased, or still waiting. */
export function Confirmations({ request }: { request: DataRequest }) {
  if (request.confirmations.length === 0) return null;
  return (
    <div className="coach-dp-confirmations">
      <p className="coach-dp-confirmations__title">Each service’s confirmation</p>
      <ul>
        {request.confirmations.map((c) => (
          <li key={c.service}>
            <strong>{c.service}</strong>:{' '}
            {c.confirmedAt
              ? `erased on ${formatDateTime(c.confirmedAt)} (${erasedSummary(c.erased)})`
              : 'waiting for its confirmation'}
          </li>
        ))}
      </ul>
    </div>
  );
}
