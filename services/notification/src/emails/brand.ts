import type { NotificationConfig } from '../config';

/** Who the emails come from and where their links point, from the environment. */
export interface Brand {
  businessName: string;
  coachName: string;
  coachEmail: string;
  appUrl: string;
}

export function brandFrom(
  config: Pick<NotificationConfig, 'BUSINESS_NAME' | 'COACH_NAME' | 'COACH_EMAIL' | 'APP_URL'>,
): Brand {
  return {
    businessName: config.BUSINESS_NAME,
    coachName: config.COACH_NAME,
    coachEmail: config.COACH_EMAIL,
    appUrl: config.APP_URL.replace(/\/+$/, ''),
  };
}

/** The sender: MAIL_FROM when set, else the business name at the default address. */
export function senderFrom(config: Pick<NotificationConfig, 'MAIL_FROM' | 'BUSINESS_NAME'>) {
  return config.MAIL_FROM ?? { name: config.BUSINESS_NAME, address: 'hello@wellness.local' };
}
