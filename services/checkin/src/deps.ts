import { fileStoreFromConfig } from '@wellness/kit/src/files';
import { systemClock } from '@wellness/kit';
import type { Clock, ServiceRuntime } from '@wellness/kit';
import type { FileStore } from '@wellness/kit/src/files';
import type { CheckinConfig } from './config';
import type { Db } from './db';
import { checkinReminderSource } from './reminders/source';
import type { ReminderSource } from './reminders/source';
import { pdfBrandOf } from './nutrition/brand';
import type { PdfBrand } from './nutrition/brand';

/**
 * What checkin's handlers need; built once by buildCheckinDeps, replaced piecewise in tests.
 * A feature adds what it uses here (a limiter, a file store, …) and wires it in the builder.
 */
export interface CheckinDeps {
  db: Db;
  config: Pick<CheckinConfig, 'APP_URL' | 'DEFAULT_CHECKIN_DAY' | 'BUSINESS_TIME_ZONE'>;
  clock: Clock;
  /** Whom check-in reminders are for and whether she has checked in (reminders/source.ts). */
  reminderSource: ReminderSource;
  /** Progress photos' files (kit file store: disk or S3). */
  files: FileStore;
  /** The business as the nutrition plan PDF shows it. */
  brand: PdfBrand;
}

/** The one place checkin's dependencies are wired (the API in app.ts, the worker in worker.ts). */
export function buildCheckinDeps(
  config: CheckinConfig,
  _runtime: Pick<ServiceRuntime, 'redis'>,
  db: Db,
  clock: Clock = systemClock,
): CheckinDeps {
  return {
    db,
    config: {
      APP_URL: config.APP_URL,
      DEFAULT_CHECKIN_DAY: config.DEFAULT_CHECKIN_DAY,
      BUSINESS_TIME_ZONE: config.BUSINESS_TIME_ZONE,
    },
    clock,
    reminderSource: checkinReminderSource(config.BUSINESS_TIME_ZONE),
    files: fileStoreFromConfig(config),
    brand: pdfBrandOf(config),
  };
}
