import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentPlan } from '@wellness/contracts';
import { Alert, Button, Card, EmptyState, buttonClass, useShellServices } from '@wellness/ui';
import { useStartCheckout } from '../../api-billing';
import { errorText } from '../../lib/errors';
import { priceDetail, priceText, trialText } from './billing-text';

function PlanCard({
  plan,
  stripeEnabled,
  busy,
  disabled,
  onChoose,
}: {
  plan: PaymentPlan;
  stripeEnabled: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const trial = trialText(plan.trialDays);
  const detail = priceDetail(plan);
  const action = plan.billing.type === 'subscription' ? 'Choose this plan' : 'Pay';
  return (
    <li className="mc-sub-plan">
      <h3 className="mc-sub-plan__name">{plan.name}</h3>
      <p className="mc-sub-plan__price">
        {priceText(plan.priceMinor, plan.currency, plan.billing)}
      </p>
      {detail && <p className="mc-sub-muted">{detail}</p>}
      {trial && <p className="mc-sub-plan__trial">{trial}</p>}
      {plan.description && <p className="mc-sub-plan__description">{plan.description}</p>}
      {plan.features.length > 0 && (
        <ul className="mc-sub-ticks" aria-label={`Included in ${plan.name}`}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <Button block loading={busy} disabled={disabled} onClick={onChoose}>
        {busy ? (stripeEnabled ? 'Opening secure checkout…' : 'Reserving your plan…') : action}
        <span className="ui-visually-hidden">{`: ${plan.name}`}</span>
      </Button>
      {!stripeEnabled && <p className="mc-sub-muted">You pay by bank transfer.</p>}
    </li>
  );
}

/** The plans her coach offers her, each with its price and a button to pay for it. */
export function PlanCards({
  plans,
  stripeEnabled,
  title = 'Choose your plan',
}: {
  plans: readonly PaymentPlan[];
  stripeEnabled: boolean;
  title?: string;
}) {
  const startCheckout = useStartCheckout();
  const { notify } = useShellServices();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (plans.length === 0)
    return (
      <Card level={2}>
        <EmptyState
          icon="💬"
          title="Your coach hasn’t set up a plan for you yet — message her"
          description="Once she has, you can choose it and pay here."
          action={
            <Link to="/messages" className={buttonClass('outline', 'sm')}>
              Message your coach
            </Link>
          }
        />
      </Card>
    );

  const choose = async (plan: PaymentPlan) => {
    setBusyId(plan.id);
    setError(null);
    try {
      const answer = await startCheckout(plan.id);
      if (answer.mode === 'stripe') {
        // Stripe Checkout: the button stays busy while the browser leaves.
        window.location.href = answer.url;
        return;
      }
      notify({
        title: 'Your plan is reserved',
        description: 'Pay by bank transfer with the details shown.',
      });
    } catch (e) {
      setError(errorText(e));
    }
    setBusyId(null);
  };

  return (
    <Card title={title} level={2}>
      {error && (
        <Alert variant="error" title="We couldn’t start your payment">
          <p>{error}</p>
        </Alert>
      )}
      <ul className="mc-sub-plans">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            stripeEnabled={stripeEnabled}
            busy={busyId === plan.id}
            disabled={busyId !== null && busyId !== plan.id}
            onChoose={() => void choose(plan)}
          />
        ))}
      </ul>
    </Card>
  );
}
