import type { Agent, ServerResponse, request as httpRequest } from 'node:http';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

/** GET a small JSON document from an upstream over its keep-alive pool. */
export async function fetchJson(
  request: typeof httpRequest,
  url: URL,
  options: { agent: Agent; headers?: Record<string, string>; timeoutMs?: number },
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent: options.agent, headers: options.headers, timeout: options.timeoutMs ?? 3000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          try {
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          } catch {
            resolve({ status: res.statusCode ?? 0, body: text });
          }
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('upstream timed out')));
    req.on('error', reject);
    req.end();
  });
}
