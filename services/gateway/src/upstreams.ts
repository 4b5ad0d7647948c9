import { Agent } from 'node:http';
import type { ServiceName } from '@wellness/contracts';
import type { GatewayConfig } from './config';

export interface Upstream {
  name: ServiceName;
  url: URL;
  agent: Agent;
  /**
   * For event streams (`Accept: text/event-stream`): each holds its connection for as long as a
   * page is open, so they get their own, unpooled and unbounded; in the pool, a few hundred open
   * pages would leave no connection for anybody's requests.
   */
  streamAgent: Agent;
}

/** One keep-alive connection pool per service, and a separate way for event streams. */
export function createUpstreams(config: GatewayConfig): Record<ServiceName, Upstream> {
  const make = (name: ServiceName, url: string): Upstream => ({
    name,
    url: new URL(url),
    agent: new Agent({
      keepAlive: true,
      maxSockets: 256,
      maxFreeSockets: 64,
      keepAliveMsecs: 30_000,
    }),
    streamAgent: new Agent({ keepAlive: false, maxSockets: Infinity }),
  });
  return {
    auth: make('auth', config.AUTH_URL),
    crm: make('crm', config.CRM_URL),
    checkin: make('checkin', config.CHECKIN_URL),
    notification: make('notification', config.NOTIFICATION_URL),
  };
}
