import type { EventPayload, Role } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, longDate, renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

const WORDING: Record<Role, (brand: Brand) => { subject: string; intro: string; access: string }> =
  {
    client: (brand) => ({
      subject: `${brand.coachName} has invited you to ${brand.businessName}`,
      intro: `Welcome! ${brand.coachName} has set up your client account with ${brand.businessName}.`,
      access:
        'Once your password is set you can sign in to complete your onboarding, follow your programme, send your weekly check-ins and message your coach.',
    }),
    nutritionist: (brand) => ({
      subject: `You're invited to join ${brand.businessName} as a nutritionist`,
      intro: `${brand.coachName} has invited you to join the ${brand.businessName} team as a nutritionist.`,
      access:
        'Once your password is set you can sign in to see the clients assigned to you and create their nutrition plans.',
    }),
    coach: (brand) => ({
      subject: `You're invited to join ${brand.businessName} as a coach`,
      intro: `${brand.coachName} has invited you to join the ${brand.businessName} team as a coach.`,
      access:
        'Once your password is set you can sign in to the coach dashboard: leads, clients, check-ins, messages and the rest of the business.',
    }),
  };

/** To someone invited to the platform, with a link to set her password (user.invited). */
export function invitationEmail(
  data: Pick<EventPayload<'user.invited'>, 'firstName' | 'role' | 'setPasswordUrl' | 'expiresAt'>,
  brand: Brand,
): RenderedEmail {
  const wording = WORDING[data.role](brand);
  return renderEmail(brand, {
    subject: wording.subject,
    preheader: 'Set your password to get started.',
    heading: `Welcome to ${brand.businessName}`,
    paragraphs: [greeting(data.firstName), wording.intro, wording.access],
    action: { label: 'Set your password', url: data.setPasswordUrl },
    closing: [
      `This link can be used once and expires on ${longDate(data.expiresAt)}. After that you can sign in at ${brand.appUrl}/auth.`,
      'If you were not expecting this invitation, you can ignore this email.',
    ],
    signature: ['With warmth,', brand.coachName, brand.businessName],
  });
}
