import { RateLimiter, systemClock } from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import type { FileStore } from '@wellness/kit/src/files';
import type { Clock, ServiceRuntime } from '@wellness/kit';
import type { CrmConfig } from './config';
import type { Db } from './db';
import { stripeGatewayFromConfig } from './stripe/gateway';
import type { StripeGateway } from './stripe/gateway';
import { FinanceSummaryCache } from './finances/summary-cache';
import type { FinanceSummary } from '@wellness/contracts';
import { ImportQueue } from './imports/queue';
import { archiveSettings } from './archives/settings';
import type { ArchiveSettings } from './archives/settings';

/** What the billing pages and receipts say about the business and where to pay it. */
export interface BillingSettings {
  appUrl: string;
  businessName: string;
  postalAddress: string;
  bank: { accountName: string; sortCode: string; accountNumber: string };
}

/** What crm's handlers work with. Built once, here; handlers take it as their first argument. */
export interface CrmDeps {
  db: Db;
  config: Pick<
    CrmConfig,
    'DISCOVERY_RATE_LIMIT' | 'DISCOVERY_RATE_WINDOW_SECONDS' | 'IDENTITY_SECRET'
  >;
  /** Counts discovery-form submissions per client address (in Redis). */
  limiter: RateLimiter;
  clock: Clock;
  /** Card payments through Stripe; null when Stripe is not configured (bank transfer only). */
  stripe: StripeGateway | null;
  billing: BillingSettings;
  /** The finance summary, a few seconds at most (finances/summary-cache.ts). */
  financeCache: FinanceSummaryCache<FinanceSummary>;
  /** Imported files (and backups): local disk, or S3 when configured. */
  files: FileStore;
  /** Starts bulk imports (imports/queue.ts); the worker runs them. */
  imports: ImportQueue;
  /** Backups and client exports: how many backups are kept, the app's address, the sealing key. */
  archives: ArchiveSettings;
}

/** How old the finance summary may be when another replica changed money. */
const FINANCE_SUMMARY_TTL_MS = 10_000;

export function buildCrmDeps(
  config: CrmConfig,
  runtime: Pick<ServiceRuntime, 'redis'>,
  db: Db,
  clock: Clock = systemClock,
): CrmDeps {
  return {
    db,
    config: {
      DISCOVERY_RATE_LIMIT: config.DISCOVERY_RATE_LIMIT,
      DISCOVERY_RATE_WINDOW_SECONDS: config.DISCOVERY_RATE_WINDOW_SECONDS,
      // Verifies auth's password-confirmation proofs (data-requests).
      IDENTITY_SECRET: config.IDENTITY_SECRET,
    },
    limiter: new RateLimiter(runtime.redis, config.QUEUE_PREFIX),
    clock,
    stripe: stripeGatewayFromConfig(config),
    billing: {
      appUrl: config.APP_URL,
      businessName: config.BUSINESS_NAME,
      postalAddress: config.POSTAL_ADDRESS,
      bank: {
        accountName: config.BANK_ACCOUNT_NAME,
        sortCode: config.BANK_SORT_CODE,
        accountNumber: config.BANK_ACCOUNT_NUMBER,
      },
    },
    financeCache: new FinanceSummaryCache(FINANCE_SUMMARY_TTL_MS),
    files: fileStoreFromConfig(config),
    imports: new ImportQueue(runtime.redis, config.QUEUE_PREFIX),
    archives: archiveSettings(config),
  };
}
