import { colour } from './log';
import type { Settings } from './settings';

export const DEMO_ACCOUNTS = ['coach@demo.test', 'nutritionist@demo.test', 'client@demo.test'];
export const DEMO_PASSWORD = 'wellness-demo';

export function printBanner(settings: Settings): void {
  const lines = [
    '',
    colour.bold(colour.green('  Wellness platform is running')),
    `  App:      ${colour.bold(`http://localhost:${settings.gatewayPort}`)}`,
    `  MailDev:  http://localhost:${settings.mailWebPort}  (SMTP 127.0.0.1:${settings.smtpPort})`,
    `  Demo accounts (password ${colour.bold(DEMO_PASSWORD)}):`,
    ...DEMO_ACCOUNTS.map((email) => `    ${email}`),
    colour.dim('  Press Ctrl-C to stop.'),
    '',
  ];
  console.log(lines.join('\n'));
}
