import { FORWARDED_SIGNATURE_HEADER, signForwarded } from '../http/forwarded';
import { TEST_IDENTITY_SECRET } from './infrastructure';

/**
 * Headers a test request carries to speak from a client address, as the gateway forwards and signs
 * them. A service ignores a bare X-Forwarded-For (see http/forwarded.ts).
 */
export function fromClient(address: string, secret = TEST_IDENTITY_SECRET): Record<string, string> {
  const client = { for: address, proto: 'http', host: 'localhost:8080' } as const;
  return {
    'x-forwarded-for': client.for,
    'x-forwarded-proto': client.proto,
    'x-forwarded-host': client.host,
    [FORWARDED_SIGNATURE_HEADER]: signForwarded(client, secret),
  };
}
