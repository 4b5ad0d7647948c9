/** The back-end services, their default ports and the API prefixes each one owns behind the gateway. */
export const SERVICES = ['auth', 'crm', 'checkin', 'notification'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const DEFAULT_PORTS: Record<ServiceName | 'gateway', number> = {
  gateway: 8080,
  auth: 4001,
  crm: 4002,
  checkin: 4003,
  notification: 4004,
};

/** `/api/<prefix>/...` is proxied to the owning service, path unchanged. */
export const API_PREFIX_OWNERS: Record<string, ServiceName> = {
  auth: 'auth',
  discovery: 'crm',
  leads: 'crm',
  clients: 'crm',
  approvals: 'crm',
  team: 'crm',
  dashboard: 'crm',
  payments: 'crm',
  'payment-plans': 'crm',
  checkout: 'crm',
  billing: 'crm',
  finances: 'crm',
  plans: 'crm',
  imports: 'crm',
  backups: 'crm',
  'data-protection': 'crm',
  'data-requests': 'crm',
  onboarding: 'checkin',
  checkins: 'checkin',
  photos: 'checkin',
  measurements: 'checkin',
  nutrition: 'checkin',
  foods: 'checkin',
  'nutrition-plans': 'checkin',
  notifications: 'notification',
  messages: 'notification',
  conversations: 'notification',
  attachments: 'notification',
  emails: 'notification',
  'email-templates': 'notification',
  'email-sends': 'notification',
  automations: 'notification',
};

export function ownerOfApiPath(path: string): ServiceName | undefined {
  const match = /^\/api\/([^/?#]+)/.exec(path);
  return match ? API_PREFIX_OWNERS[match[1]] : undefined;
}
