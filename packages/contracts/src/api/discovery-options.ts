import { MESSAGES } from '../messages';

// The discovery form's options, messages and UTM keys, without zod: the marketing pages read these
// on every load, the schemas in ./discovery only when the form is used.

export const DISCOVERY_GOALS = {
  'lose-weight': 'Lose weight',
  'get-stronger': 'Get stronger and more toned',
  'more-energy': 'Have more energy',
  'eat-better': 'Eat better without dieting',
  'post-baby': 'Get back in shape after having a baby',
  confidence: 'Feel confident in my body again',
} as const;
export type DiscoveryGoal = keyof typeof DISCOVERY_GOALS;

export const DISCOVERY_CALL_TIMES = {
  'weekday-morning': 'Weekday mornings',
  'weekday-afternoon': 'Weekday afternoons',
  'weekday-evening': 'Weekday evenings',
  weekend: 'Weekends',
} as const;
export type DiscoveryCallTime = keyof typeof DISCOVERY_CALL_TIMES;

export const DISCOVERY_HEARD_FROM = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  search: 'Google or another search engine',
  friend: 'A friend or family member',
  magazine: 'A magazine feature',
  other: 'Somewhere else',
} as const;
export type DiscoveryHeardFrom = keyof typeof DISCOVERY_HEARD_FROM;

export const DISCOVERY_MESSAGES = {
  firstName: MESSAGES.firstNameRequired,
  lastName: MESSAGES.lastNameRequired,
  email: MESSAGES.invalidEmail,
  phone: 'Please enter a valid phone number, or leave it empty',
  goals: 'Please choose at least one goal',
  challenge: 'Please tell us about your biggest challenge',
  challengeTooLong: 'Please keep this under 2000 characters',
  preferredTimes: 'Please choose at least one time that suits you',
  heardFrom: 'Please tell us how you heard about us',
  consent: 'Please agree so that we can contact you about your call',
  received: 'Thank you! Your request for a discovery call has been received.',
} as const;

/** The UTM parameters a landing page may carry. */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type Utm = Partial<Record<(typeof UTM_KEYS)[number], string>>;
