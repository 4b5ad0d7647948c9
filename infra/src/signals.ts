import { constants } from 'node:os';

type Handler = (signal: NodeJS.Signals) => void;
const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Until a command takes over, a stop signal ends the run at once (children of quick steps got it too). */
let handler: Handler = (signal) => process.exit(128 + (constants.signals[signal] ?? 1));

export function installSignalHandlers(): void {
  SIGNALS.forEach((signal) => process.on(signal, () => handler(signal)));
}

/** Routes Ctrl-C / SIGTERM / SIGHUP to the given handler from now on. */
export function onStopSignal(next: Handler): void {
  handler = next;
}
