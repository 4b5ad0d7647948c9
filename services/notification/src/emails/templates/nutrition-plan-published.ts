import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

/**
 * To a client when a version of her nutrition plan is published (nutrition_plan.published). It
 * names the plan and links to it; what she eats stays in the app, behind her sign-in.
 */
export function nutritionPlanPublishedEmail(
  data: Pick<
    EventPayload<'nutrition_plan.published'>,
    'firstName' | 'versionNumber' | 'publishedBy'
  >,
  brand: Brand,
): RenderedEmail {
  const author = data.publishedBy ?? brand.coachName;
  const updated = data.versionNumber > 1;
  return renderEmail(brand, {
    subject: 'Your new nutrition plan is ready',
    preheader: updated
      ? `${author} has updated your nutrition plan.`
      : `${author} has written your nutrition plan.`,
    heading: 'Your new nutrition plan is ready',
    paragraphs: [
      greeting(data.firstName),
      updated
        ? `${author} has updated your nutrition plan. Sign in to see what has changed, your targets for the day and this week's shopping list.`
        : `${author} has written your nutrition plan. Sign in to see your targets for the day, your meals and this week's shopping list.`,
    ],
    action: { label: 'See your plan', url: `${brand.appUrl}/nutrition` },
    signature: ['With warmth,', brand.coachName, brand.businessName],
  });
}
