import type { EventPayload } from '@wellness/contracts';
import {
  BRAND_FIELDS,
  appLink,
  brandValues,
  defineTemplate,
  firstNameOf,
  sampleLink,
} from './template';

/**
 * To a client when a version of her nutrition plan is published (nutrition_plan.published). It
 * names the plan and links to it; what she eats stays in the app, behind her sign-in.
 */
export const nutritionPlanPublished = defineTemplate<
  Pick<EventPayload<'nutrition_plan.published'>, 'firstName' | 'versionNumber' | 'publishedBy'>
>()({
  key: 'nutrition-plan-published',
  name: 'Nutrition plan published',
  description: 'When a client’s nutrition plan is published or updated: a link to see it.',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
    planAuthor: ['Who wrote the plan', 'Nina Patel'],
    planNews: [
      'What is new (first plan or an update)',
      'Nina Patel has written your nutrition plan. Sign in to see your targets for the day, your meals and this week’s shopping list.',
    ],
    planLink: ['Her nutrition page', sampleLink('/nutrition')],
  },
  fieldsOf: (payload, brand) => {
    const author = payload.publishedBy ?? brand.coachName;
    return {
      firstName: firstNameOf(payload.firstName),
      ...brandValues(brand),
      planAuthor: author,
      planNews:
        payload.versionNumber > 1
          ? `${author} has updated your nutrition plan. Sign in to see what has changed, your targets for the day and this week's shopping list.`
          : `${author} has written your nutrition plan. Sign in to see your targets for the day, your meals and this week's shopping list.`,
      planLink: appLink(brand, '/nutrition'),
    };
  },
  subject: 'Your new nutrition plan is ready',
  body: `## Your new nutrition plan is ready

Hi {{firstName}},

{{planNews}}

[button: See your plan]({{planLink}})

With warmth,
{{coachName}}
{{businessName}}`,
});
