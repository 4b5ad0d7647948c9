import { leadSourceLabel } from '@wellness/contracts';
import type { EventPayload } from '@wellness/contracts';
import { appLink, defineTemplate, sampleLink } from './template';

/** To the coach (COACH_EMAIL) when a new lead arrives (lead.created); replies go to the lead. */
export const leadAlert = defineTemplate<
  Pick<EventPayload<'lead.created'>, 'firstName' | 'lastName' | 'email' | 'source'>
>()({
  key: 'lead-alert',
  name: 'New lead (to you)',
  description: 'To you, when someone asks for a discovery call; replying answers her directly.',
  category: 'transactional',
  fields: {
    leadName: ['Her name', 'Mia Brown'],
    leadEmail: ['Her email', 'mia@example.com'],
    leadSource: ['Where she came from', 'Discovery form'],
    leadsLink: ['Your leads page', sampleLink('/leads')],
  },
  fieldsOf: (payload, brand) => ({
    leadName: `${payload.firstName} ${payload.lastName}`,
    leadEmail: payload.email,
    leadSource: leadSourceLabel(payload.source),
    leadsLink: appLink(brand, '/leads'),
  }),
  subject: 'New lead: {{leadName}}',
  body: `## You have a new lead

{{leadName}} has just got in touch and is waiting to hear from you about a discovery call. Reply to this email to answer her directly.

- **Name:** {{leadName}}
- **Email:** {{leadEmail}}
- **Source:** {{leadSource}}

[button: Open your leads]({{leadsLink}})`,
});
