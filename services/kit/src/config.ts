import { z } from 'zod';

/** Variables every service reads. Services extend this with their own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535),
  /**
   * The address the API (and a worker's HEALTH_PORT) listens on: loopback by default, so only the
   * gateway on the same machine reaches a service; 0.0.0.0 in containers.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ message: 'must be a postgres:// URL' }),
  REDIS_URL: z.url({ message: 'must be a redis:// URL' }),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('wellness'),
  IDENTITY_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }),
  APP_URL: z.url().default('http://localhost:8080'),
  /** Workers only: serve /health, /ready and /metrics on this port (Kubernetes probes). */
  HEALTH_PORT: z.coerce.number().int().min(1).max(65535).optional(),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {}

/** Formats zod issues as one line per variable: "DATABASE_URL: required". */
export function describeConfigIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const name = issue.path.join('.') || '(root)';
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      return `${name}: ${missing ? 'required but not set' : issue.message}`;
    })
    .join('; ');
}

export function parseConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Invalid environment: ${describeConfigIssues(result.error)}`);
  }
  return result.data;
}

/** Validates the environment at start; on failure prints one clear line and exits. */
export function loadConfig<S extends z.ZodType>(schema: S, env = process.env): z.infer<S> {
  try {
    return parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
