import '../finances/finances.css';
import { useState } from 'react';
import type { Payment } from '@wellness/contracts';
import {
  BillingStatusBadge,
  Button,
  Card,
  SelectField,
  WIDE_SCREEN,
  useMediaQuery,
  useShellServices,
} from '@wellness/ui';
import { useClientBilling, useOfferPlan, usePaymentPlans } from '../../api/payments';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { fullName } from '../../lib/format';
import { PaymentCards, PaymentTable } from '../finances/PaymentList';
import { RecordPaymentDialog } from '../finances/RecordPaymentDialog';
import { RefundDialog } from '../finances/RefundDialog';
import { useDialogKey } from '../finances/use-dialog-key';
import { planPriceText } from '../finances/plan-price';
import { SubscriptionFacts } from './SubscriptionFacts';

interface Client {
  id: string;
  firstName: string;
  lastName: string;
}

/** Her billing on the profile: status, subscription, the plans offered to her and her payments. */
export function PaymentsSection({ client }: { client: Client }) {
  const { notify } = useShellServices();
  const wide = useMediaQuery(WIDE_SCREEN);
  const billing = useClientBilling(client.id);
  const plans = usePaymentPlans();
  const offer = useOfferPlan(client.id);
  const recording = useDialogKey();
  const [refunding, setRefunding] = useState({
    payment: null as Payment | null,
    open: false,
    n: 0,
  });

  const changeOffer = async (planId: string) => {
    try {
      await offer.mutateAsync(planId || null);
      const plan = plans.data?.find((p) => p.id === planId);
      notify({
        title: 'Offer updated',
        description: plan
          ? `${fullName(client)} is offered ${plan.name}.`
          : `${fullName(client)} may choose any active plan.`,
      });
    } catch (error) {
      notify({ title: 'Offer not changed', description: errorText(error), variant: 'destructive' });
    }
  };

  let body;
  if (billing.isPending) body = <Loading label="Loading her payments" />;
  else if (billing.isError)
    body = (
      <LoadError
        title="We couldn't load her payments"
        error={billing.error}
        onRetry={() => void billing.refetch()}
      />
    );
  else {
    const b = billing.data;
    const active = (plans.data ?? []).filter((p) => p.active || p.id === b.assignedPlanId);
    const payments = b.payments;
    const onRefund = (payment: Payment) =>
      setRefunding((r) => ({ payment, open: true, n: r.n + 1 }));
    body = (
      <div className="coach-billing">
        <div className="coach-billing__head">
          <p className="coach-muted">
            Billing: <BillingStatusBadge status={b.status} />
          </p>
          <Button size="sm" onClick={recording.show}>
            Record payment
          </Button>
        </div>
        {b.subscription ? (
          <SubscriptionFacts subscription={b.subscription} />
        ) : (
          <p className="coach-muted">No subscription yet.</p>
        )}
        <SelectField
          label="Plans offered to her"
          hint="What she can choose on her Subscribe page."
          options={[
            { value: '', label: 'Every active plan' },
            ...active.map((p) => ({ value: p.id, label: `${p.name}, ${planPriceText(p)}` })),
          ]}
          value={b.assignedPlanId ?? ''}
          disabled={offer.isPending || plans.isPending}
          onChange={(e) => void changeOffer(e.target.value)}
        />
        <h4 className="coach-subheading">Payment history</h4>
        {payments.length === 0 ? (
          <p className="coach-muted">No payments yet.</p>
        ) : wide ? (
          <PaymentTable payments={payments} onRefund={onRefund} hideClient />
        ) : (
          <PaymentCards payments={payments} onRefund={onRefund} hideClient />
        )}
      </div>
    );
  }

  return (
    <Card title="Payments" level={3} className="coach-profile__payments">
      {body}
      <RecordPaymentDialog
        key={recording.key}
        open={recording.open}
        onClose={recording.hide}
        client={client}
      />
      <RefundDialog
        key={refunding.n}
        payment={refunding.payment}
        open={refunding.open}
        onClose={() => setRefunding((r) => ({ ...r, open: false }))}
      />
    </Card>
  );
}
