import { formatMoney } from '@wellness/contracts';

/** "£120.00 more than last month (up 12%)", "£40.00 less …", "The same as last month". */
export function revenueChangeText(thisMonth: number, lastMonth: number, currency: string): string {
  const change = thisMonth - lastMonth;
  if (change === 0) return 'The same as last month';
  const amount = formatMoney(Math.abs(change), currency);
  const direction = change > 0 ? 'more' : 'less';
  const percent =
    lastMonth > 0
      ? ` (${change > 0 ? 'up' : 'down'} ${Math.round((Math.abs(change) / lastMonth) * 100)}%)`
      : '';
  return `${amount} ${direction} than last month${percent}`;
}

/** "+2 new, −1 cancelled this month". */
export function subscriptionChangeText(added: number, cancelled: number): string {
  return `+${added} new, −${cancelled} cancelled this month`;
}
