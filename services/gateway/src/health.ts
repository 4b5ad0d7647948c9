import { request } from 'node:http';
import { SERVICES } from '@wellness/contracts';
import type { ServiceName } from '@wellness/contracts';
import { fetchJson } from './http-json';
import type { Upstream } from './upstreams';

export interface AggregatedHealth {
  status: 'ready' | 'degraded';
  services: Record<ServiceName, { ready: boolean; checks?: unknown; error?: string }>;
}

/** Every service's readiness by name; ready only when all are. */
export async function aggregateHealth(
  upstreams: Record<ServiceName, Upstream>,
): Promise<AggregatedHealth> {
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
  return { status: entries.every(([, s]) => s.ready) ? 'ready' : 'degraded', services };
}
