import { InfraError } from '../log';
import { isListening } from '../provision/probe';

/** Fails before starting anything when a port we are about to bind is taken. */
export async function assertPortsFree(
  ports: { name: string; port: number; hint: string }[],
): Promise<void> {
  const taken: string[] = [];
  for (const { name, port, hint } of ports) {
    if (await isListening('127.0.0.1', port, 500)) taken.push(`${port} (${name}; ${hint})`);
  }
  if (taken.length) {
    throw new InfraError(
      `ports already in use: ${taken.join(', ')}. Is another instance running? Stop it or choose other ports.`,
    );
  }
}
