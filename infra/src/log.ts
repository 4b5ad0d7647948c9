/** Orchestrator output: one prefix, a few colours, and an error type that ends the run with a message. */
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) =>
  useColour ? `\x1b[${code}m${text}\x1b[0m` : text;

export const colour = {
  red: paint(31),
  green: paint(32),
  yellow: paint(33),
  cyan: paint(36),
  dim: paint(2),
  bold: paint(1),
};

export function info(message: string): void {
  console.log(`${colour.cyan('[infra]')} ${message}`);
}

export function warn(message: string): void {
  console.log(`${colour.yellow('[infra]')} ${message}`);
}

export function error(message: string): void {
  console.error(`${colour.red('[infra]')} ${message}`);
}

/** A failure the user can act on: printed without a stack trace. */
export class InfraError extends Error {}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
