import type { EventPayload, Role } from '@wellness/contracts';
import type { Brand } from '../brand';
import {
  BRAND_FIELDS,
  appLink,
  brandValues,
  defineTemplate,
  firstNameOf,
  longDate,
  sampleLink,
} from './template';

/** What differs by the role she is invited to: the subject and two sentences. */
const WORDING: Record<Role, (brand: Brand) => { title: string; welcome: string; access: string }> =
  {
    client: (brand) => ({
      title: `${brand.coachName} has invited you to ${brand.businessName}`,
      welcome: `Welcome! ${brand.coachName} has set up your client account with ${brand.businessName}.`,
      access:
        'Once your password is set you can sign in to complete your onboarding, follow your programme, send your weekly check-ins and message your coach.',
    }),
    nutritionist: (brand) => ({
      title: `You're invited to join ${brand.businessName} as a nutritionist`,
      welcome: `${brand.coachName} has invited you to join the ${brand.businessName} team as a nutritionist.`,
      access:
        'Once your password is set you can sign in to see the clients assigned to you and create their nutrition plans.',
    }),
    coach: (brand) => ({
      title: `You're invited to join ${brand.businessName} as a coach`,
      welcome: `${brand.coachName} has invited you to join the ${brand.businessName} team as a coach.`,
      access:
        'Once your password is set you can sign in to the coach dashboard: leads, clients, check-ins, messages and the rest of the business.',
    }),
  };

/** To someone invited to the platform, with a link to set her password (user.invited). */
export const invitation = defineTemplate<
  Pick<EventPayload<'user.invited'>, 'firstName' | 'role' | 'setPasswordUrl' | 'expiresAt'>
>()({
  key: 'invitation',
  name: 'Invitation',
  description:
    'When a client, coach or nutritionist is invited: a link to set her password (its wording follows her role).',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
    invitationTitle: [
      'What she is invited to (by role)',
      'Sarah Mitchell has invited you to Glow Coaching',
    ],
    welcomeSentence: [
      'Welcome sentence (by role)',
      'Welcome! Sarah Mitchell has set up your client account with Glow Coaching.',
    ],
    accessSentence: [
      'What she can do once signed in (by role)',
      'Once your password is set you can sign in to complete your onboarding, follow your programme, send your weekly check-ins and message your coach.',
    ],
    setPasswordLink: ['Link to set her password', sampleLink('/reset-password?token=sample')],
    expiryDate: ['When the link expires', '3 December 2026'],
    signInLink: ['Sign-in page', sampleLink('/auth')],
  },
  fieldsOf: (payload, brand) => {
    const wording = WORDING[payload.role](brand);
    return {
      firstName: firstNameOf(payload.firstName),
      ...brandValues(brand),
      invitationTitle: wording.title,
      welcomeSentence: wording.welcome,
      accessSentence: wording.access,
      setPasswordLink: payload.setPasswordUrl,
      expiryDate: longDate(payload.expiresAt),
      signInLink: appLink(brand, '/auth'),
    };
  },
  subject: '{{invitationTitle}}',
  body: `## Welcome to {{businessName}}

Hi {{firstName}},

{{welcomeSentence}}

{{accessSentence}}

[button: Set your password]({{setPasswordLink}})

This link can be used once and expires on {{expiryDate}}. After that you can sign in at {{signInLink}}.

If you were not expecting this invitation, you can ignore this email.

With warmth,
{{coachName}}
{{businessName}}`,
});
