import { request } from 'node:http';
import { SERVICES } from '@wellness/contracts';
import type { ServiceName } from '@wellness/contracts';
import { allQueueNames } from '@wellness/kit';
import type { QueueCounter, QueueCounts } from '@wellness/kit';
import { fetchJson } from './http-json';
import type { Upstream } from './upstreams';

export interface AggregatedHealth {
  status: 'ready' | 'degraded';
  services: Record<ServiceName, { ready: boolean; checks?: unknown; error?: string }>;
  /**
   * Every queue's waiting, active, delayed and failed jobs, by name; 'unavailable' for each when
   * Redis cannot be read (or the gateway has no REDIS_URL), with the reason in `queuesError`. The
   * queues never change `status`: that stays the services' readiness.
   */
  queues: Record<string, QueueCounts | 'unavailable'>;
  queuesError?: string;
}

async function queueCounts(
  counter: QueueCounter | null,
): Promise<Pick<AggregatedHealth, 'queues' | 'queuesError'>> {
  try {
    if (!counter) throw new Error('the gateway has no REDIS_URL');
    return { queues: await counter.counts() };
  } catch (error) {
    const queues = Object.fromEntries(
      allQueueNames().map((name) => [name, 'unavailable' as const]),
    );
    return { queues, queuesError: (error as Error).message || 'Redis unavailable' };
  }
}

/** Every service's readiness by name, ready only when all are; and every queue's job counts. */
export async function aggregateHealth(
  upstreams: Record<ServiceName, Upstream>,
  counter: QueueCounter | null = null,
): Promise<AggregatedHealth> {
  const queues = queueCounts(counter);
  const entries = await Promise.all(
    SERVICES.map(async (name) => {
      try {
        const { status, body } = await fetchJson(request, new URL('/ready', upstreams[name].url), {
          agent: upstreams[name].agent,
          timeoutMs: 2500,
        });
        return [
          name,
          { ready: status === 200, checks: (body as { checks?: unknown })?.checks },
        ] as const;
      } catch (error) {
        return [name, { ready: false, error: (error as Error).message }] as const;
      }
    }),
  );
  const services = Object.fromEntries(entries) as AggregatedHealth['services'];
  return {
    status: entries.every(([, s]) => s.ready) ? 'ready' : 'degraded',
    services,
    ...(await queues),
  };
}
