/** The time, as handlers read it: the real clock, or a test's controllable one. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
