import type { Brand } from '../brand';
import { BRAND_FIELDS, appLink, brandValues, firstNameOf, sampleLink } from './template';

/**
 * What an automation's email knows of its recipient (a client or a lead): her first name. The
 * marketing templates of the three seeded automations share these fields and one link each.
 */
export interface AutomationRecipient {
  firstName: string;
}

const recipient = { firstName: ['First name (or “there”)', 'Mia'], ...BRAND_FIELDS } as const;
const recipientValues = (payload: AutomationRecipient, brand: Brand) => ({
  firstName: firstNameOf(payload.firstName),
  ...brandValues(brand),
});

/** A new client's emails: a link to her dashboard. */
export const welcomeFields = {
  ...recipient,
  dashboardLink: ['Her dashboard', sampleLink('/client')],
} as const;
export const welcomeValues = (payload: AutomationRecipient, brand: Brand) => ({
  ...recipientValues(payload, brand),
  dashboardLink: appLink(brand, '/client'),
});

/** A lead's emails: a link to the discovery call request. */
export const nurtureFields = {
  ...recipient,
  discoveryLink: ['The discovery call page', sampleLink('/discovery')],
} as const;
export const nurtureValues = (payload: AutomationRecipient, brand: Brand) => ({
  ...recipientValues(payload, brand),
  discoveryLink: appLink(brand, '/discovery'),
});

/** A client whose check-in is overdue: a link to her check-in. */
export const overdueFields = {
  ...recipient,
  checkinLink: ['Her check-in page', sampleLink('/checkin')],
} as const;
export const overdueValues = (payload: AutomationRecipient, brand: Brand) => ({
  ...recipientValues(payload, brand),
  checkinLink: appLink(brand, '/checkin'),
});
