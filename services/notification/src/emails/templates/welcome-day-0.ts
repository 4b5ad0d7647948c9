import { welcomeFields, welcomeValues } from './automation-fields';
import type { AutomationRecipient } from './automation-fields';
import { defineTemplate } from './template';

/** Welcome series, day 0: the day she becomes an active client. */
export const welcomeDay0 = defineTemplate<AutomationRecipient>()({
  key: 'welcome-day-0',
  name: 'Welcome series: day 0',
  description: 'Welcome series automation: the day a client becomes active.',
  category: 'marketing',
  fields: welcomeFields,
  fieldsOf: welcomeValues,
  subject: 'Welcome to {{businessName}}, {{firstName}}',
  body: `## You’re in, and we’re so glad

Hi {{firstName}},

Welcome aboard. You have made room for yourself in a busy life, and that is no small thing.

Over the next few days {{coachName}} will help you settle in. For today, just one thing: have a look around your dashboard, so you know where everything lives.

[button: Open your dashboard]({{dashboardLink}})

With you every step,
{{coachName}}
{{businessName}}`,
});
