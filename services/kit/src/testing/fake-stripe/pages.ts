import type { CheckoutSession, PortalSession } from './objects';
import type { CheckoutDetails } from './store';

/** "£49.00" for (4900, 'gbp'); zero-decimal currencies (JPY) are not divided. */
export function formatAmount(minorUnits: number, currency: string): string {
  const format = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorUnits / 10 ** digits);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><main>
${body}
</main></body>
</html>`;
}

/** The hosted Checkout page: plan, price and two buttons that post back to the fake. */
export function checkoutPage(session: CheckoutSession, details: CheckoutDetails): string {
  const plan = details.lines.map((line) => line.name).join(', ');
  const recurring = details.lines[0]?.price.recurring;
  const every = recurring
    ? ` per ${recurring.interval_count > 1 ? `${recurring.interval_count} ${recurring.interval}s` : recurring.interval}`
    : '';
  const trial = details.trialDays ? `<p>${details.trialDays}-day free trial</p>` : '';
  const action = `/checkout/${encodeURIComponent(session.id)}`;
  const buttons =
    session.status === 'open'
      ? `<form method="post" action="${action}/pay"><button type="submit">Pay</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`
      : `<p role="status">This checkout is ${escapeHtml(session.status)}.</p>`;
  return page(
    `Checkout – ${plan}`,
    `<h1>${escapeHtml(plan)}</h1>
<p>${escapeHtml(formatAmount(session.amount_total, session.currency))}${every}</p>
${trial}${buttons}`,
  );
}

export function portalPage(session: PortalSession): string {
  const back = session.return_url
    ? `<a href="${escapeHtml(session.return_url)}">Return to the site</a>`
    : '';
  return page(
    'Manage billing',
    `<h1>Manage billing</h1>\n<p>Customer ${escapeHtml(session.customer)}</p>\n${back}`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
