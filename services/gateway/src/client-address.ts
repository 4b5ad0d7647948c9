import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { signForwarded } from '@wellness/kit';
import type { ForwardedClient } from '@wellness/kit';

/** Who sent a request, as the gateway decides it (issue 11 §3); forwarded to the services, signed. */
export interface Client {
  address: string;
  proto: 'http' | 'https';
}

/**
 * TRUSTED_PROXIES as a list: addresses or CIDRs separated by commas or spaces (also proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`). Throws on an entry that is neither.
 */
export function parseTrustedProxies(value: string): string[] {
  const list = value.split(/[\s,]+/).filter(Boolean);
  try {
    proxyaddr.compile(list);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  return list;
}

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0].trim().toLowerCase();

/**
 * The client of a request: by default whoever opened the connection. Only when that peer is one of
 * the trusted proxies are its X-Forwarded-For (walked from the right, past every trusted hop) and
 * X-Forwarded-Proto believed; a client's own X-Forwarded-For is never taken on its word.
 */
export function createClientResolver(trustedProxies: string[]): (req: IncomingMessage) => Client {
  const trust = trustedProxies.length ? proxyaddr.compile(trustedProxies) : null;
  return (req) => {
    const socket = req.socket.remoteAddress ?? '';
    const encrypted = 'encrypted' in req.socket;
    if (!trust || !trust(socket, 0))
      return { address: socket, proto: encrypted ? 'https' : 'http' };
    const forwarded = proxyaddr(req, trust);
    return {
      address: isIP(forwarded) ? forwarded : socket,
      proto:
        encrypted || firstValue(req.headers['x-forwarded-proto']) === 'https' ? 'https' : 'http',
    };
  };
}

/**
 * Signs the forwarded client for the services (kit `signForwarded`, IDENTITY_SECRET). A signature
 * holds for a minute, so within one second the same client, scheme and host reuse theirs: a page's
 * burst of API calls costs one HMAC, not one each. The memo is emptied every second.
 */
export function createForwardedSigner(secret: string): (client: ForwardedClient) => string {
  let second = 0;
  const memo = new Map<string, string>();
  return (client) => {
    const now = Date.now();
    const current = Math.floor(now / 1000);
    if (current !== second) {
      second = current;
      memo.clear();
    }
    const key = `${client.for}\n${client.proto}\n${client.host}`;
    let signature = memo.get(key);
    if (signature === undefined) {
      signature = signForwarded(client, secret, now);
      if (memo.size < 10_000) memo.set(key, signature);
    }
    return signature;
  };
}
