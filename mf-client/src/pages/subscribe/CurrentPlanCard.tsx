import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { ClientBilling, Subscription } from '@wellness/contracts';
import { Alert, BillingStatusBadge, Button, Card, cx, useShellServices } from '@wellness/ui';
import { useOpenPortal } from '../../api-billing';
import { errorText } from '../../lib/errors';
import { CancelDialog } from './CancelDialog';
import { cancelDate, instalmentText, nextPaymentText, priceText } from './billing-text';

/** "Update card": opens Stripe's customer portal (a page of Stripe's, outside the app). */
function UpdateCardButton({ highlight }: { highlight: boolean }) {
  const openPortal = useOpenPortal();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      window.location.href = await openPortal();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={highlight ? 'primary' : 'outline'}
        loading={busy}
        onClick={() => void open()}
        className={cx(highlight && 'mc-sub-highlight')}
      >
        Update card
      </Button>
      {error && (
        <Alert variant="error" title="We couldn’t open the card page">
          <p>{error}</p>
        </Alert>
      )}
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="mc-sub-facts__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A running subscription may be cancelled; instalments are a commitment to pay, so are not. */
const cancellable = (sub: Subscription) =>
  sub.plan.billing.type === 'subscription' &&
  !sub.cancelAtPeriodEnd &&
  ['trialing', 'active', 'past_due', 'unpaid'].includes(sub.status);

/**
 * Her plan: its status (a payment issue as a warning with "Update card"), the next payment,
 * instalments paid, and the buttons to update her card or cancel.
 */
export function CurrentPlanCard({
  billing,
  subscription: sub,
  highlightUpdateCard,
}: {
  billing: ClientBilling;
  subscription: Subscription;
  highlightUpdateCard: boolean;
}) {
  const { notify } = useShellServices();
  const [confirming, setConfirming] = useState(false);
  // The period's end as the dialog showed it: the answer to a cancel may no longer carry it.
  const [endsOnAtCancel, setEndsOnAtCancel] = useState<string | null>(null);
  const canUpdateCard = billing.stripeEnabled && sub.viaStripe;
  const issue = billing.status === 'payment_issue';
  const endsOn = cancelDate(sub) ?? endsOnAtCancel;
  const instalments = instalmentText(sub);
  const cancelling = sub.cancelAtPeriodEnd || billing.status === 'cancelling';
  // From the failed-payment email (?update-card=1): bring the payment issue into view.
  const issueRef = useRef<HTMLDivElement>(null);
  const highlightIssue = issue && highlightUpdateCard;
  useEffect(() => {
    if (!highlightIssue) return;
    issueRef.current?.scrollIntoView({ block: 'center' });
    issueRef.current?.focus();
  }, [highlightIssue]);

  return (
    <Card title="Your plan" level={2} className="mc-sub-current">
      {issue && (
        <div ref={issueRef} tabIndex={-1} className="mc-sub-issue">
          <Alert
            variant="warning"
            title="Your last payment didn’t go through"
            className={cx(highlightIssue && 'mc-sub-highlight')}
          >
            <p>
              {canUpdateCard
                ? 'Please update your card so your coaching carries on without a break. We’ll try the payment again.'
                : 'Please message your coach to sort out your payment.'}
            </p>
            {canUpdateCard && <UpdateCardButton highlight />}
          </Alert>
        </div>
      )}
      {cancelling && (
        <Alert
          variant="info"
          title={endsOn ? `Cancels on ${endsOn}` : 'Cancels at the end of this period'}
        >
          <p>Your plan carries on until then. You won’t be charged again.</p>
        </Alert>
      )}
      <dl className="mc-sub-facts">
        <Row term="Plan">
          <strong>{sub.plan.name}</strong>
          <span className="mc-sub-muted">
            {' '}
            · {priceText(sub.amountMinor, sub.currency, sub.plan.billing)}
          </span>
        </Row>
        <Row term="Status">
          <BillingStatusBadge status={billing.status} />
        </Row>
        {!cancelling && billing.status !== 'cancelled' && (
          <Row term="Next payment">{nextPaymentText(sub)}</Row>
        )}
        {instalments && <Row term="Instalments">{instalments}</Row>}
        <Row term="Paid by">{sub.viaStripe ? 'Card' : 'Bank transfer or cash'}</Row>
      </dl>
      {(canUpdateCard && !issue) || cancellable(sub) ? (
        <div className="mc-sub-actions">
          {canUpdateCard && !issue && <UpdateCardButton highlight={highlightUpdateCard} />}
          {cancellable(sub) && (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          )}
        </div>
      ) : null}
      <CancelDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        planName={sub.plan.name}
        endsOn={endsOn}
        onCancelled={() => {
          setEndsOnAtCancel(endsOn);
          setConfirming(false);
          notify({
            title: 'Subscription cancelled',
            description: endsOn ? `Your plan ends on ${endsOn}.` : undefined,
          });
        }}
      />
    </Card>
  );
}
