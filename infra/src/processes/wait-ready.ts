import { InfraError } from '../log';
import { delay, describeExit, type Managed } from './supervisor';

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Polls url until it answers 200; fails naming the process (with its last log lines) when it dies or times out. */
export async function waitReady(proc: Managed, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exited) {
      throw new InfraError(
        `${proc.name} ${describeExit(proc)} before ${url} answered. Last log lines:\n${proc.output.tail(30)}`,
      );
    }
    if (await answers200(url)) return;
    await delay(300);
  }
  throw new InfraError(
    `${proc.name} did not answer 200 at ${url} within ${timeoutMs / 1000} s. Last log lines:\n${proc.output.tail(30) || '(no output)'}`,
  );
}
