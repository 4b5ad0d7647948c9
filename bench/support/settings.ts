/** A number from the environment, else the default (as `Number(process.env[name] ?? fallback)`). */
export const envNumber = (name: string, fallback: number): number =>
  Number(process.env[name] ?? fallback);

/** The service benches' defaults (checkins, foods, crm-clients). */
export const SERVICE_BENCH_DEFAULTS = { rounds: 2, seconds: 10, warmupSeconds: 3, connections: 20 };

/**
 * The knobs every load bench reads, with that bench's defaults: BENCH_ROUNDS, BENCH_SECONDS (per
 * round and path), BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, and BENCH_LOG_LEVEL (info, the
 * services' production default).
 */
export function loadSettings(defaults = SERVICE_BENCH_DEFAULTS) {
  return {
    ROUNDS: envNumber('BENCH_ROUNDS', defaults.rounds),
    SECONDS: envNumber('BENCH_SECONDS', defaults.seconds),
    WARMUP_SECONDS: envNumber('BENCH_WARMUP_SECONDS', defaults.warmupSeconds),
    CONNECTIONS: envNumber('BENCH_CONNECTIONS', defaults.connections),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
}
