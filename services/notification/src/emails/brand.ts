import { brandIdentityFromEnv } from '@wellness/contracts';
import type { BrandIdentity, BrandIdentityEnv } from '@wellness/contracts';
import type { NotificationConfig } from '../config';

/** Who the emails come from, how they look and where their links point, from the environment. */
export interface Brand extends BrandIdentity {
  coachEmail: string;
  appUrl: string;
  /**
   * IDENTITY_SECRET, which marketing emails' unsubscribe links are signed with (unsubscribe/token.ts
   * derives its own key from it). Absent where the brand is built without it (the seed, unit
   * tests): a marketing email is then stored as failed, never sent without its link.
   */
  unsubscribeSecret?: string;
}

export function brandFrom(
  config: BrandIdentityEnv &
    Pick<NotificationConfig, 'COACH_EMAIL' | 'APP_URL'> &
    Partial<Pick<NotificationConfig, 'IDENTITY_SECRET'>>,
): Brand {
  return {
    ...brandIdentityFromEnv(config),
    coachEmail: config.COACH_EMAIL,
    appUrl: config.APP_URL.replace(/\/+$/, ''),
    ...(config.IDENTITY_SECRET ? { unsubscribeSecret: config.IDENTITY_SECRET } : {}),
  };
}

/** The sender: MAIL_FROM when set, else the business name at the default address. */
export function senderFrom(config: Pick<NotificationConfig, 'MAIL_FROM' | 'BUSINESS_NAME'>) {
  return config.MAIL_FROM ?? { name: config.BUSINESS_NAME, address: 'hello@wellness.local' };
}

/** Replies reach a person: REPLY_TO when set, else the coach. */
export const replyToOf = (config: Pick<NotificationConfig, 'REPLY_TO' | 'COACH_EMAIL'>) =>
  config.REPLY_TO || config.COACH_EMAIL;
