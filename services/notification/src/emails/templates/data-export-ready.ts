import type { EventPayload } from '@wellness/contracts';
import { BRAND_FIELDS, defineTemplate, firstNameOf, sampleLink } from './template';

/** To a client whose data export is ready (data_export.ready): her link, valid for 24 hours. */
export const dataExportReady = defineTemplate<
  Pick<EventPayload<'data_export.ready'>, 'firstName' | 'url'>
>()({
  key: 'data-export-ready',
  name: 'Your data is ready',
  description:
    'When a client’s data export is ready: a link to download it as a ZIP (valid for 24 hours).',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    businessName: BRAND_FIELDS.businessName,
    downloadLink: [
      'Link to download her data',
      sampleLink('/api/data-requests/sample/download?token=sample'),
    ],
  },
  fieldsOf: (payload, brand) => ({
    firstName: firstNameOf(payload.firstName),
    businessName: brand.businessName,
    downloadLink: payload.url,
  }),
  subject: 'Your {{businessName}} data is ready to download',
  body: `## Your data is ready

Hi {{firstName}},

You asked for a copy of the data {{businessName}} holds about you. It is ready: one ZIP file with your details, check-ins, measurements, nutrition plans, messages and photos, and a README that explains each file.

[button: Download my data]({{downloadLink}})

This link is valid for 24 hours. You will need to be signed in to use it. After that, you can ask for your data again from your data protection page.

If you did not ask for your data, reply to this email and let us know.

The {{businessName}} team`,
});
