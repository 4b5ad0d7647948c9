import { ZodError } from 'zod';

/** Domain error codes and the HTTP status each maps to. Handlers throw codes, never statuses. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have access to this resource') =>
  new DomainError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please sign in to continue') =>
  new DomainError('UNAUTHENTICATED', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);

export interface HttpErrorResponse {
  status: number;
  body: { error: string; code: string; fields?: Record<string, string>; [key: string]: unknown };
}

interface PrismaLikeError {
  name: string;
  code: string;
  meta?: { target?: unknown; modelName?: string };
}

function isPrismaKnownError(error: unknown): error is PrismaLikeError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: string }).name === 'PrismaClientKnownRequestError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

/**
 * Prisma codes meaning the database is unreachable or overloaded: a passing outage, not a bug.
 * P2028 is an interactive transaction cut off (its connection lost, or out of time under load).
 */
const DATABASE_UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028']);

/**
 * SQLSTATEs of a database going away or not yet back (pg errors on the hot-path pools, or inside
 * Prisma's driver adapter): connection exceptions (08…), shutdown and start-up (57P01-3), no free
 * connection (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|database system is (starting up|shutting down|in recovery mode)|not queryable|timeout exceeded when trying to connect/i;

/** The error and what it wraps (`cause`, Prisma's driver adapter error), outermost first. */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const record = current as Record<string, unknown>;
    yield record;
    const meta = record.meta as Record<string, unknown> | undefined;
    current = record.cause ?? meta?.driverAdapterError;
  }
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (const layer of causes(error)) {
    if (layer.name === 'PrismaClientInitializationError') return true;
    if (isPrismaKnownError(layer) && DATABASE_UNAVAILABLE_CODES.has(layer.code)) return true;
    const meta = layer.meta as Record<string, unknown> | undefined;
    for (const code of [layer.code, layer.originalCode, meta?.code])
      if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (typeof layer.message === 'string' && UNAVAILABLE_MESSAGE.test(layer.message)) return true;
  }
  return false;
}

function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The one translator from anything thrown to an HTTP answer. Never leaks a stack trace. */
export function toHttpError(error: unknown): HttpErrorResponse {
  if (error instanceof DomainError) {
    return {
      status: ERROR_STATUS[error.code],
      body: { error: error.message, code: error.code, ...error.details },
    };
  }
  if (error instanceof ZodError) {
    const fields = fieldMessages(error);
    return {
      status: 400,
      body: { error: Object.values(fields)[0] ?? 'Invalid request', code: 'VALIDATION', fields },
    };
  }
  if (isPrismaKnownError(error)) {
    if (error.code === 'P2025') {
      return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
    }
    if (error.code === 'P2002') {
      return { status: 409, body: { error: 'Already exists', code: 'CONFLICT' } };
    }
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        error: 'This service is temporarily unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      },
    };
  }
  const bodyError = error as { type?: string; status?: number; expose?: boolean };
  if (bodyError?.type === 'entity.parse.failed') {
    return { status: 400, body: { error: 'Malformed JSON in request body', code: 'BAD_REQUEST' } };
  }
  if (bodyError?.type === 'entity.too.large') {
    return { status: 413, body: { error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' } };
  }
  if (bodyError?.expose && bodyError.status && bodyError.status < 500) {
    return {
      status: bodyError.status,
      body: { error: String((error as Error).message), code: 'BAD_REQUEST' },
    };
  }
  return {
    status: 500,
    body: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}
