import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Card, Spinner } from '@wellness/ui';
import { CHECKOUT_POLL_LIMIT_MS, useCheckoutStatus, useRefreshBilling } from '../../api-billing';
import { QueryFailure } from '../../components/QueryFailure';

const toSubscription = (
  <Link to={{ search: '' }} className="mc-sub-back">
    Go to my subscription
  </Link>
);

/**
 * Back from Stripe Checkout: "Confirming your payment…" until the server says Stripe's webhook has
 * confirmed it (never sooner), then "You're all set" above her plan (`children`). After a minute of
 * waiting it says we'll email her; an expired checkout shows the plans again (`expired`).
 */
export function CheckoutConfirming({
  sessionId,
  children,
  expired,
}: {
  sessionId: string;
  children: ReactNode;
  expired: ReactNode;
}) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CHECKOUT_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [sessionId]);
  const status = useCheckoutStatus(sessionId, timedOut);
  const paid = status.data?.status === 'paid';
  const refreshBilling = useRefreshBilling();
  useEffect(() => {
    if (paid) void refreshBilling();
  }, [paid, refreshBilling]);

  if (status.isError)
    return (
      <QueryFailure
        title="We couldn’t check your payment"
        error={status.error}
        retry={() => status.refetch()}
      />
    );
  if (paid)
    return (
      <div className="mc-sub">
        <Alert variant="success" title="You’re all set">
          <p>Your payment is confirmed and your plan is active.</p>
        </Alert>
        {children}
      </div>
    );
  if (status.data?.status === 'expired')
    return (
      <div className="mc-sub">
        <Alert variant="warning" title="That checkout expired — you have not been charged">
          <p>Choose your plan again to pay.</p>
        </Alert>
        {expired}
      </div>
    );
  if (timedOut)
    return (
      <Card level={2} className="mc-sub-confirming">
        <Alert variant="info" title="Still confirming your payment">
          <p>
            It’s taking a little longer than usual. There’s no need to pay again: we’ll email you as
            soon as it’s confirmed.
          </p>
        </Alert>
        {toSubscription}
      </Card>
    );
  return (
    <Card level={2} className="mc-sub-confirming">
      <div className="mc-sub-confirming__body">
        <Spinner size="lg" label="" />
        <p className="mc-sub-confirming__title" role="status">
          Confirming your payment…
        </p>
        <p className="mc-sub-muted">
          This usually takes a few seconds. Please keep this page open.
        </p>
      </div>
    </Card>
  );
}
