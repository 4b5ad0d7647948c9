import { renderEmail } from '../emails/render';
import type { Brand } from '../emails/brand';
import { fillUnsubscribeLink } from '../unsubscribe/token';
import { prepareComposedEmail } from './fast-render';

const brand: Brand = {
  businessName: 'Glow & Co',
  coachName: 'Sarah',
  brandColour: '#7a2e8f',
  postalAddress: '4 Mill Lane, York',
  appUrl: 'https://glow.test',
  coachEmail: 'sarah@glow.test',
} as Brand;
const shared = { coachName: 'Sarah', dashboardLink: 'https://glow.test/dashboard' };
const link = 'https://glow.test/unsubscribe/abc?x=1&y=2';

const recipients = [
  { clientId: 'a', firstName: 'Emma', lastName: 'Clarke', email: 'emma@example.com' },
  { clientId: 'b', firstName: '<b>Zoë & "Jo"</b>', lastName: "O'Neil", email: 'z@example.com' },
  { clientId: 'c', firstName: 'Priya', lastName: '', email: 'p@example.com' },
  { clientId: 'd', firstName: '**x** [a](b) {{coachName}}', lastName: 'Y', email: 'd@example.com' },
];

const texts = [
  {
    subject: 'Hello {{firstName}}',
    body: 'Hi {{firstName}} {{lastName}},\n\nA word from {{coachName}}.',
  },
  {
    subject: 'News for {{ firstName }} from {{coachName}}',
    body: `## Dear {{firstName}}\n\n${'A long first paragraph that goes on. '.repeat(3)}{{firstName}} {{lastName}} and more text after it.\n\n- {{lastName}}\n- item two\n\n[button: Open your dashboard]({{dashboardLink}})\n\n**Bold {{firstName}}** and [a link](https://glow.test/x)`,
  },
  { subject: 'Plain', body: 'No fields at all.' },
  { subject: 'Link', body: 'See [your page](https://glow.test/p/{{firstName}}).' },
];

describe('prepareComposedEmail', () => {
  it.each(texts.map((text, i) => [i, text] as const))(
    'gives each recipient exactly what a whole render gives (text %i)',
    async (_i, text) => {
      const renderer = await prepareComposedEmail(brand, text, shared);
      for (const recipient of recipients) {
        const whole = fillUnsubscribeLink(
          await renderEmail(brand, 'marketing', text, { ...shared, ...recipient }),
          link,
        );
        expect(await renderer.render(recipient, link)).toEqual(whole);
      }
    },
  );
});
