import { useSearchParams } from 'react-router-dom';
import type { ClientBilling } from '@wellness/contracts';
import { Alert, PageSpinner } from '@wellness/ui';
import type { PageProps } from '@wellness/ui';
import { useBilling } from '../../api-billing';
import { QueryFailure } from '../../components/QueryFailure';
import { BankTransferPanel } from './BankTransferPanel';
import { CheckoutConfirming } from './CheckoutConfirming';
import { CurrentPlanCard } from './CurrentPlanCard';
import { PaymentHistory } from './PaymentHistory';
import { PlanCards } from './PlanCards';
import { ReceiptView } from './ReceiptView';
import { showsPlans, viewOf } from './billing-text';
import './subscribe.css';

function Plans({ billing }: { billing: ClientBilling }) {
  return (
    <PlanCards
      plans={billing.offeredPlans}
      stripeEnabled={billing.stripeEnabled}
      title={billing.subscription ? 'Choose a new plan' : 'Choose your plan'}
    />
  );
}

/** Her billing: her plan (or the bank transfer she owes), the plans to choose, her payments. */
function BillingOverview({ billing, updateCard }: { billing: ClientBilling; updateCard: boolean }) {
  const sub = billing.subscription;
  const awaitingTransfer = billing.status === 'awaiting_payment' && billing.bankTransfer !== null;
  return (
    <div className="mc-sub">
      {awaitingTransfer && billing.bankTransfer ? (
        <BankTransferPanel
          transfer={billing.bankTransfer}
          amountMinor={sub ? (sub.nextAmountMinor ?? sub.amountMinor) : null}
          currency={sub?.currency ?? 'GBP'}
          planName={sub?.plan.name ?? null}
        />
      ) : (
        sub && (
          <CurrentPlanCard billing={billing} subscription={sub} highlightUpdateCard={updateCard} />
        )
      )}
      {showsPlans(billing) && <Plans billing={billing} />}
      <PaymentHistory payments={billing.payments} />
    </div>
  );
}

/**
 * `/subscribe`: her subscription and payments; `?checkout=success|cancelled` on the way back from
 * Stripe Checkout, `?update-card=1` from the failed-payment email, `?receipt=<id>` a receipt.
 */
export function SubscribePage(_props: PageProps) {
  const [search] = useSearchParams();
  const view = viewOf(search);
  const billing = useBilling();

  if (billing.isPending) return <PageSpinner label="Loading your subscription" />;
  if (billing.isError)
    return (
      <QueryFailure
        title="We couldn’t load your subscription"
        error={billing.error}
        retry={() => billing.refetch()}
      />
    );
  const data = billing.data;

  switch (view.kind) {
    case 'receipt':
      return <ReceiptView paymentId={view.paymentId} payments={data.payments} />;
    case 'confirming':
      return (
        <CheckoutConfirming
          key={view.sessionId}
          sessionId={view.sessionId}
          expired={<Plans billing={data} />}
        >
          <BillingOverview billing={data} updateCard={false} />
        </CheckoutConfirming>
      );
    case 'cancelled':
      return (
        <div className="mc-sub">
          <Alert variant="info" title="Checkout cancelled — you have not been charged">
            {showsPlans(data) && <p>Choose a plan below whenever you’re ready.</p>}
          </Alert>
          <BillingOverview billing={data} updateCard={false} />
        </div>
      );
    case 'billing':
      return <BillingOverview billing={data} updateCard={view.updateCard} />;
  }
}
