import type { Readable } from 'node:stream';
import { colour } from '../log';

const PALETTE = [
  colour.cyan,
  colour.green,
  colour.yellow,
  (s: string) => `\x1b[35m${s}\x1b[0m`,
  (s: string) => `\x1b[34m${s}\x1b[0m`,
];
let next = 0;

/** Prints each line of a child's output prefixed with its name and keeps the last lines for error reports. */
export class PrefixedOutput {
  readonly lines: string[] = [];
  /** Called with every line, printed or not. */
  onLine?: (line: string) => void;
  private readonly label: string;

  constructor(
    readonly name: string,
    private readonly keep = 40,
    width = 20,
    /** Keep lines without printing them until flush(). */
    private readonly silent = false,
  ) {
    const paint =
      process.stdout.isTTY && !process.env.NO_COLOR
        ? PALETTE[next++ % PALETTE.length]
        : (s: string) => s;
    this.label = paint(name.padEnd(width)) + ' |';
  }

  attach(stream: Readable | null): void {
    if (!stream) return;
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop() ?? '';
      parts.forEach((line) => this.write(line));
    });
    stream.on('end', () => partial && this.write(partial));
  }

  tail(count = this.keep): string {
    return this.lines.slice(-count).join('\n');
  }

  /** Prints the kept lines (those a silent output held back). */
  flush(): void {
    for (const line of this.lines) process.stdout.write(`${this.label} ${line}\n`);
  }

  private write(line: string): void {
    this.onLine?.(line);
    this.lines.push(line);
    if (this.lines.length > this.keep) this.lines.shift();
    if (!this.silent) process.stdout.write(`${this.label} ${line}\n`);
  }
}
