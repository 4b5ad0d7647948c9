// No zod here: pages that only format amounts load nothing else.

/**
 * The currencies a price or a payment may be in (ISO 4217, each with two minor digits). Amounts
 * are integers in minor units (pence), stored with their currency and never with floating point.
 */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** The business's own currency: the finance figures are in it. */
export const BUSINESS_CURRENCY: Currency = 'GBP';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as the UK writes it: `£1,234.50`, `-£5.00`, `€12.00`. */
export function formatMoney(amountMinor: number, currency: string): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  // Integer pence to pounds for display only: the division is exact to two places.
  return format.format(amountMinor / 100);
}

/** `12.50` or `12` (as typed into a price field) to minor units; null when it is not an amount. */
export function parseMoneyInput(value: string): number | null {
  const match = /^\s*£?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(value.replace(/,/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
