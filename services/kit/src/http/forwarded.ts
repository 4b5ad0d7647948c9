import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { AcceptedSignatures } from '../accepted-signatures';

/**
 * Who the client is, as the gateway decided it (issue 11 §3). The gateway overwrites
 * X-Forwarded-For/-Proto/-Host on every request it proxies and signs the three values with
 * IDENTITY_SECRET (the key it already shares with the services for the signed identity). A service
 * believes those headers only when the signature is valid and fresh; otherwise it drops them and
 * the client is whoever opened the socket.
 *
 * Why a signature rather than "trust the private network" or "trust loopback": the hop in front of
 * a service is not a safe witness. In containers the gateway reaches a service from an address
 * shared with every other pod; with a service mesh every request arrives from a loopback sidecar.
 * Either way anyone who can reach a service could claim any client address and walk around the
 * per-address rate limits. The signature names the one component allowed to say who the client
 * is, wherever it runs.
 */
export const FORWARDED_SIGNATURE_HEADER = 'x-forwarded-signature';

/** The headers the gateway writes and signs, in signing order. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/** As long as the signed identity lives: plenty for one hop, short for a replay. */
const TTL_SECONDS = 60;

export interface ForwardedClient {
  /** The client's address (one address, never a list). */
  for: string;
  proto: 'http' | 'https';
  host: string;
}

function mac(expires: string, client: ForwardedClient, secret: string): string {
  // A fixed label keeps this signature from being confused with any other the secret makes.
  return createHmac('sha256', secret)
    .update(`forwarded\n${expires}\n${client.for}\n${client.proto}\n${client.host}`)
    .digest('base64url');
}

/** The value of FORWARDED_SIGNATURE_HEADER for these forwarded values: `<expiry>.<hmac>`. */
export function signForwarded(client: ForwardedClient, secret: string, now = Date.now()): string {
  const expires = String(Math.floor(now / 1000) + TTL_SECONDS);
  return `${expires}.${mac(expires, client, secret)}`;
}

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/** Whether the request's X-Forwarded-* headers are the ones the gateway signed, and still fresh. */
export function verifyForwarded(
  headers: IncomingHttpHeaders,
  secret: string,
  now = Date.now(),
): boolean {
  const signature = single(headers[FORWARDED_SIGNATURE_HEADER]);
  const [forwardedFor, proto, host] = FORWARDED_HEADERS.map((name) => single(headers[name]));
  if (!signature || forwardedFor === undefined || host === undefined) return false;
  if (proto !== 'http' && proto !== 'https') return false;
  const dot = signature.indexOf('.');
  const expires = signature.slice(0, dot);
  if (dot < 1 || !/^\d+$/.test(expires) || Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(mac(expires, { for: forwardedFor, proto, host }, secret));
  const given = Buffer.from(signature.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * `verifyForwarded` for one secret that remembers the signatures it accepted (AcceptedSignatures):
 * the gateway reuses a client's signature for a second (client-address.ts), so a page's burst of
 * requests costs one HMAC here too.
 */
export function forwardedVerifier(secret: string) {
  const accepted = new AcceptedSignatures<true>();
  return (headers: IncomingHttpHeaders, now = Date.now()): boolean => {
    const signature = single(headers[FORWARDED_SIGNATURE_HEADER]);
    if (!signature) return false;
    const key = [signature, ...FORWARDED_HEADERS.map((name) => single(headers[name]))].join('\n');
    const verified = accepted.check(key, now, () =>
      verifyForwarded(headers, secret, now)
        ? { value: true, expiresAt: Number(signature.slice(0, signature.indexOf('.'))) * 1000 }
        : null,
    );
    return verified === true;
  };
}

/**
 * Express middleware, first in every service: keeps the X-Forwarded-* headers only when the gateway
 * signed them. With `trust proxy` set to one hop, `req.ip` is then the address the gateway decided,
 * or the socket's address for a request that did not come through the gateway.
 */
export function trustSignedForwarding(secret: string) {
  const verify = forwardedVerifier(secret);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!verify(req.headers)) {
      for (const name of FORWARDED_HEADERS) delete req.headers[name];
      delete req.headers[FORWARDED_SIGNATURE_HEADER];
    }
    next();
  };
}
