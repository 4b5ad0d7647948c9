import { welcomeFields, welcomeValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Welcome series, day 2: small steps that fit around family life. */
export const welcomeDay2 = defineTemplate<AutomationRecipient>()({
  key: 'welcome-day-2',
  name: 'Welcome series: day 2',
  description: 'Welcome series automation: two days in, small habits that fit a busy day.',
  category: 'marketing',
  fields: welcomeFields,
  fieldsOf: welcomeValues,
  subject: 'Small steps count, {{firstName}}',
  body: `## Start small, on purpose

Hi {{firstName}},

Between school runs, work and everyone else’s plans, big overhauls rarely last. Small, steady habits do.

This week, pick just one: a glass of water before your first cup of tea, a ten-minute walk, or a proper breakfast sitting down. That’s it.

[button: See your plan]({{dashboardLink}})

Cheering you on,
{{coachName}}
{{businessName}}`,
});
