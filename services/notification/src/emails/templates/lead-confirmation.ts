import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

/** To a prospect who asked for a discovery call: thanks, and what happens next (lead.created). */
export function leadConfirmationEmail(
  data: Pick<EventPayload<'lead.created'>, 'firstName'>,
  brand: Brand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: `Thanks for getting in touch, ${data.firstName}`,
    preheader: `What happens next with your free discovery call with ${brand.coachName}.`,
    heading: 'Thank you for reaching out',
    paragraphs: [
      greeting(data.firstName),
      `Thank you for your interest in ${brand.businessName}. Taking the first step is often the hardest part, and you have just done it.`,
      'Here is what happens next:',
    ],
    steps: [
      `${brand.coachName} reads your answers personally.`,
      `${brand.coachName} gets in touch to arrange a time for your free discovery call.`,
      'On the call you talk about your goals, your routine and what has got in the way so far, and together you decide whether coaching is the right fit. There is no obligation and no pressure.',
    ],
    closing: [
      'Nothing to prepare: just come as you are. If anything comes up before then, simply reply to this email.',
    ],
    signature: ['Speak soon,', brand.coachName, brand.businessName],
  });
}
