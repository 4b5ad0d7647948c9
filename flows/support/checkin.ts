import { consumeEvent, createLogger } from '@wellness/kit';
import type { ServiceRuntime } from '@wellness/kit';
import { testServiceEnv } from '@wellness/kit/src/testing';
// checkin is reached only through its public faces: the HTTP app, its database, its events.
import { configSchema } from '../../services/checkin/src/config';
import { buildCheckinDeps } from '../../services/checkin/src/deps';
import type { CheckinDeps } from '../../services/checkin/src/deps';
import { checkinEventHandlers } from '../../services/checkin/src/events';
import { startCheckin } from '../../services/checkin/test/harness';
import type { CheckinHarness } from '../../services/checkin/test/harness';
import type { Consumer } from './relay';

export { startCheckin };
export type { CheckinHarness };
export { NO_SCREENING, onboard, week } from '../../services/checkin/test/fixtures';
export { planReminders, sendReminder } from '../../services/checkin/src/reminders/handlers';

const log = createLogger('flows-checkin', 'silent');

/** checkin's deps as its worker builds them, on the harness's database and clock. */
export function checkinDeps(checkin: CheckinHarness): CheckinDeps {
  const config = configSchema.parse(testServiceEnv('checkin', checkin.database.url));
  // The builder takes the runtime's Redis for features that use it; none of the handlers here do.
  const runtime = {} as Pick<ServiceRuntime, 'redis'>;
  return buildCheckinDeps(config, runtime, checkin.db, checkin.clock);
}

/** checkin's consumer, as its worker runs it. */
export const toCheckin =
  (checkin: CheckinHarness): Consumer =>
  (envelope) =>
    consumeEvent(envelope, checkin.db, checkinEventHandlers(checkinDeps(checkin)), log);
