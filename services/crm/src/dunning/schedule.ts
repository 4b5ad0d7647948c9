/** The days after a failed payment on which she is emailed to update her card (until it is paid). */
export const DUNNING_DAYS = [0, 3, 7] as const;
const DAY_MS = 24 * 3600_000;

export interface DunningRun {
  day: number;
  runAt: Date;
}

/** When each reminder of a payment that failed at `failedAt` goes out. */
export const dunningRuns = (failedAt: Date): DunningRun[] =>
  DUNNING_DAYS.map((day) => ({ day, runAt: new Date(failedAt.getTime() + day * DAY_MS) }));

/** A reminder's name: its job id and (through recordEventOnce) its event id. */
export const dunningName = (paymentId: string, day: number) => `dunning-${paymentId}-d${day}`;
