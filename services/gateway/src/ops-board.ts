import { readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { contentSecurityPolicy } from 'helmet';
import type { Logger } from 'pino';
import { QueueCounter, allQueueNames, createRedis } from '@wellness/kit';
import type { GatewayConfig } from './config';
import { sendJson } from './http-json';
import { isCrossSiteMutation } from './origin-check';
import { inlineHashes, opsBoardDirectives, styleAttributeHashes } from './security-headers';
import type { OpsBoardInline } from './security-headers';
import { sessionTokenOf } from './session';
import type { SessionResolver } from './session';

/** Where Bull Board is mounted: the coach's view of every queue of every service. */
export const OPS_BOARD_PATH = '/ops/queues';

export function isOpsBoardPath(path: string): boolean {
  return path === OPS_BOARD_PATH || path.startsWith(`${OPS_BOARD_PATH}/`);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Ops {
  /** Bull Board over every queue (null without REDIS_URL). */
  board: Handler | null;
  /** The job counts of every queue, for /api/health (null without REDIS_URL). */
  counter: QueueCounter | null;
  close(): Promise<void>;
}

/** A `<style>` element with fixed text that the board's React code renders (an SVG logo's colours). */
const RENDERED_STYLE = /\("style",\{children:`([^`\\$]*)`\}/g;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

let boardInline: OpsBoardInline | undefined;

/**
 * The inline code of the board, by hash: its page's (read from its template, where none of it is
 * templated) and the `<style>` elements its scripts render with fixed text (read from its bundle).
 * Read once, on the first request for the board.
 */
export function opsBoardInline(): OpsBoardInline {
  if (boardInline) return boardInline;
  const dist = join(dirname(require.resolve('@bull-board/ui/package.json')), 'dist');
  const template = readFileSync(join(dist, 'index.ejs'), 'utf8');
  const page = inlineHashes(template);
  const rendered = filesUnder(join(dist, 'static', 'js'))
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(RENDERED_STYLE)])
    .map(([, css]) => inlineHashes(`<style>${css}</style>`).styles[0]);
  boardInline = {
    scripts: page.scripts,
    styles: [...new Set([...page.styles, ...rendered])].sort(),
    styleAttributes: styleAttributeHashes(template),
  };
  return boardInline;
}

/** The board's page links web fonts from Google; it falls back to system fonts without them. */
const THIRD_PARTY_STYLESHEET =
  /<link\b[^>]*\bhref="https:\/\/[^"]*"[^>]*\brel="stylesheet"[^>]*>\s*/gi;

/** Sends the board's page without third-party stylesheets: who opens it is nobody else's business. */
function withoutThirdPartyFonts(_req: Request, res: Response, next: NextFunction) {
  const send = res.send.bind(res);
  res.send = (body?: unknown) =>
    send(typeof body === 'string' ? body.replace(THIRD_PARTY_STYLESHEET, '') : body);
  next();
}

/**
 * Bull Board and the queue counts, on one fail-fast Redis connection with the services'
 * QUEUE_PREFIX. Its queues are every queue the contracts name (each service's event inbox and every
 * JOB_QUEUES entry), so a queue added there appears here. Not read-only: failed jobs can be retried
 * (and the other actions the board offers); the jobs keep the retention they were added with
 * (JOB_POLICY).
 */
export function createOps(config: GatewayConfig): Ops {
  if (!config.REDIS_URL) return { board: null, counter: null, close: async () => undefined };
  const redis = createRedis(config.REDIS_URL, { failFast: true, name: 'gateway-ops' });
  const names = allQueueNames();
  const queues = names.map((name) => {
    const queue = new Queue(name, { connection: redis, prefix: config.QUEUE_PREFIX });
    queue.on('error', () => {
      // Surfaces as a failed board request; ioredis keeps reconnecting.
    });
    return queue;
  });
  const serverAdapter = new ExpressAdapter().setBasePath(OPS_BOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Queues' } },
  });
  const app = express();
  app.disable('x-powered-by');
  app.use(OPS_BOARD_PATH, withoutThirdPartyFonts, serverAdapter.getRouter());
  const counter = new QueueCounter({
    connection: redis,
    prefix: config.QUEUE_PREFIX,
    queues: names,
  });
  return {
    board: app,
    counter,
    async close() {
      await counter.close();
      await Promise.all(queues.map((queue) => queue.close()));
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export interface OpsBoardContext {
  ops: Ops;
  sessions: SessionResolver;
  appOrigin: string;
  config: GatewayConfig;
  logger: Logger;
}

/**
 * A refusal: JSON for the board's own calls and other clients, a short page for a browser opening
 * the board (no inline code, so the site's policy holds). The page links to sign-in without `next`:
 * the board is not a page of the shell, which would take her back to it within itself.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, error: string) {
  const code = status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'UNAVAILABLE';
  if (!/\btext\/html\b/.test(req.headers.accept ?? '')) {
    sendJson(res, status, { error, code }, { 'cache-control': 'no-store' });
    return;
  }
  const link = status === 401 ? ' <a href="/auth">Sign in</a>' : ' <a href="/">Home</a>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queues</title></head><body><p>${error}${link}</p></body></html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(html);
}

/**
 * `/ops/queues`: the coach only. Signed out: 401 (not a redirect: see `refuse`); a client or a
 * nutritionist: 403. Changes (retry, …) must come from the app itself, as under /api (CSRF origin
 * check: the board's own fetches are same-origin and carry Origin and Sec-Fetch-Site). Its answers
 * carry the board's own Content-Security-Policy, which no other path gets.
 */
export function createOpsBoardHandler(ctx: OpsBoardContext) {
  let policy: ReturnType<typeof contentSecurityPolicy> | undefined;
  return async (req: IncomingMessage, res: ServerResponse, requestId: string) => {
    const path = (req.url ?? '/').split('?')[0];
    if (isCrossSiteMutation(req, path, ctx.appOrigin)) {
      return refuse(
        req,
        res,
        403,
        'Cross-site request refused. Please use the app at its own address.',
      );
    }
    const token = sessionTokenOf(req.headers.cookie);
    let session = null;
    try {
      session = token ? await ctx.sessions.resolve(token, requestId) : null;
    } catch (error) {
      ctx.logger.warn({ err: error, requestId }, 'session check failed');
      return refuse(req, res, 503, 'Sign-in is temporarily unavailable. Please try again.');
    }
    if (!session) return refuse(req, res, 401, 'Please sign in as the coach to see the queues.');
    if (session.user.role !== 'coach')
      return refuse(req, res, 403, 'Only the coach can see the queues.');
    if (!ctx.ops.board)
      return refuse(req, res, 503, 'The queues are not available: the gateway has no REDIS_URL.');
    policy ??= contentSecurityPolicy({
      useDefaults: false,
      directives: opsBoardDirectives(ctx.config, opsBoardInline()),
    });
    policy(req, res, () => undefined);
    res.setHeader('cache-control', 'no-store');
    ctx.ops.board(req, res);
  };
}
