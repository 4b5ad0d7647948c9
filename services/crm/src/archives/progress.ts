/**
 * Counts the bytes going into an archive and reports the fraction done, at most every
 * `intervalMs` (one write at a time, in order), so the coach's progress bar moves during a large
 * entry too. A failed report is dropped: the next one corrects it.
 */
export class ProgressMeter {
  private done = 0;
  private lastReport = 0;
  private reporting: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly total: number,
    private readonly report: (fraction: number) => Promise<unknown>,
    private readonly intervalMs = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async *counting(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of body) {
      this.add(chunk.length);
      yield chunk;
    }
  }

  add(bytes: number): void {
    this.done += bytes;
    if (this.now() - this.lastReport < this.intervalMs) return;
    this.lastReport = this.now();
    const fraction = this.total > 0 ? Math.min(1, this.done / this.total) : 1;
    this.reporting = this.reporting.then(() => this.report(fraction)).catch(() => undefined);
  }

  /** Waits for the reports under way. */
  flush(): Promise<unknown> {
    return this.reporting;
  }
}
