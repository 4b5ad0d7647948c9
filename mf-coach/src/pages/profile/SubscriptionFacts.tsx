import { formatMoney } from '@wellness/contracts';
import type { Subscription, SubscriptionStatus } from '@wellness/contracts';
import { FactList } from '@wellness/ui';
import type { Fact } from '@wellness/ui';
import { formatDate } from '../../lib/format';

const SUBSCRIPTION_STATUS_TEXT: Record<SubscriptionStatus, string> = {
  awaiting_payment: 'Awaiting her first payment',
  incomplete: 'Payment not completed',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  completed: 'Completed',
};

/** Her current subscription: plan, status, next payment, instalments paid. */
export function SubscriptionFacts({ subscription: s }: { subscription: Subscription }) {
  const facts: Fact[] = [
    { term: 'Plan', value: s.plan.name },
    {
      term: 'Status',
      value: `${SUBSCRIPTION_STATUS_TEXT[s.status]}${s.cancelAtPeriodEnd ? ', cancels at the end of the period' : ''}`,
      attention: s.status === 'past_due' || s.status === 'unpaid' || s.status === 'incomplete',
    },
    { term: 'Started', value: formatDate(s.startedAt) },
    {
      term: 'Next payment',
      value:
        s.nextPaymentAt && s.nextAmountMinor !== null
          ? `${formatMoney(s.nextAmountMinor, s.currency)} on ${formatDate(s.nextPaymentAt)}`
          : 'None due',
    },
  ];
  if (s.instalmentsTotal !== null)
    facts.push({
      term: 'Instalments',
      value: `${s.instalmentsPaid ?? 0} of ${s.instalmentsTotal} paid`,
    });
  if (s.endedAt)
    facts.push({
      term: 'Ended',
      value: `${formatDate(s.endedAt)}${s.endedReason === 'payment_failed' ? ' (payments failed)' : ''}`,
    });
  facts.push({ term: 'Pays by', value: s.viaStripe ? 'Card (Stripe)' : 'Bank transfer or cash' });
  return <FactList facts={facts} label="Subscription" />;
}
