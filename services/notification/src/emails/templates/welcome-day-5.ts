import { welcomeFields, welcomeValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Welcome series, day 5: the weekly check-in, and that she can always ask. */
export const welcomeDay5 = defineTemplate<AutomationRecipient>()({
  key: 'welcome-day-5',
  name: 'Welcome series: day 5',
  description: 'Welcome series automation: five days in, how check-ins and messages work.',
  category: 'marketing',
  fields: welcomeFields,
  fieldsOf: welcomeValues,
  subject: 'Your first week: how we keep in touch',
  body: `## Your first week, nearly done

Hi {{firstName}},

You’re nearly a week in. Here is how we keep you on track:

- **Your weekly check-in** takes about five minutes, and {{coachName}} reads every one.
- **Messages** are there whenever something comes up: no question is too small.

Progress is rarely a straight line, and that’s fine. Showing up is what counts.

[button: Go to your dashboard]({{dashboardLink}})

{{coachName}}
{{businessName}}`,
});
