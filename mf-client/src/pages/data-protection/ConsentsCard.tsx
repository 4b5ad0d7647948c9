import { useState } from 'react';
import type { Consent, ConsentKind, PhotoConsent } from '@wellness/contracts';
import { Alert, Button, Card, Dialog, Spinner, useShellServices } from '@wellness/ui';
import { usePhotoConsents } from '../../api';
import { errorStatus, errorText } from '../../lib/errors';
import { useConsents, useGiveMarketingConsent, useWithdrawConsent } from './consents-api';
import { longDate } from './request-state';

export const CONSENT_TEXT: Record<ConsentKind, { title: string; what: string; withdraw: string }> =
  {
    health_data: {
      title: 'Health information',
      what: 'Your coach uses your measurements, check-ins and photos to coach you.',
      withdraw:
        'We stop collecting health information: you cannot check in until you agree again. What you already sent stays until you ask for it to be deleted.',
    },
    marketing_emails: {
      title: 'Marketing emails',
      what: 'Tips, news and offers from your coach by email.',
      withdraw:
        'You stop receiving marketing emails. Emails about your account (receipts, password resets) still arrive.',
    },
    photo_marketing: {
      title: 'Before and after photos',
      what: 'Your coach may show the before and after comparisons you chose in her marketing.',
      withdraw:
        'Your coach may no longer use any of your before and after comparisons. Your photos stay private to you and her.',
    },
  };

/** Nothing recorded yet (e.g. before onboarding): she has not agreed. */
const notGiven = (kind: ConsentKind): Consent => ({
  kind,
  given: false,
  givenAt: null,
  withdrawnAt: null,
});

/** "Given on 3 March 2026", "Withdrawn on …", "Not given". */
export function consentStatus(consent: Consent): string {
  if (consent.given) return consent.givenAt ? `Given on ${longDate(consent.givenAt)}` : 'Given';
  if (consent.withdrawnAt) return `Withdrawn on ${longDate(consent.withdrawnAt)}`;
  return 'Not given';
}

/** Her consents with their dates, each with "Withdraw" (after a confirmation). */
export function ConsentsCard() {
  const consents = useConsents();
  const pairs = usePhotoConsents().data?.items ?? [];
  const [withdrawing, setWithdrawing] = useState<ConsentKind | null>(null);
  return (
    <Card
      title="Your consents"
      level={2}
      description="What you have agreed to, and when. You can withdraw any of them at any time."
    >
      <ul className="mc-dp-consents">
        {(Object.keys(CONSENT_TEXT) as ConsentKind[]).map((kind) => {
          const row = consents[kind];
          return (
            <li key={kind} className="mc-dp-consent">
              <h3 className="mc-dp-consent__title">{CONSENT_TEXT[kind].title}</h3>
              <p className="mc-muted">{CONSENT_TEXT[kind].what}</p>
              {row.isPending ? (
                <Spinner size="sm" label={`Loading your ${CONSENT_TEXT[kind].title} consent`} />
              ) : row.consent || errorStatus(row.error) === 404 ? (
                <ConsentRow
                  kind={kind}
                  consent={row.consent ?? notGiven(kind)}
                  onWithdraw={setWithdrawing}
                />
              ) : (
                <p className="mc-muted">
                  We couldn&apos;t load this consent: {errorText(row.error)}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <WithdrawDialog kind={withdrawing} pairs={pairs} onClose={() => setWithdrawing(null)} />
    </Card>
  );
}

function ConsentRow({
  kind,
  consent,
  onWithdraw,
}: {
  kind: ConsentKind;
  consent: Consent;
  onWithdraw: (kind: ConsentKind) => void;
}) {
  return (
    <div className="mc-dp-consent__status">
      <p>
        <strong>{consentStatus(consent)}</strong>
      </p>
      {consent.given && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onWithdraw(kind)}
          aria-label={`Withdraw your consent: ${CONSENT_TEXT[kind].title}`}
        >
          Withdraw
        </Button>
      )}
      {!consent.given && kind === 'marketing_emails' && <ReceiveMarketingAgain />}
    </div>
  );
}

/** Health and photo consents are given again where they are asked for; marketing emails here. */
function ReceiveMarketingAgain() {
  const give = useGiveMarketingConsent();
  return (
    <>
      <Button size="sm" variant="outline" loading={give.isPending} onClick={() => give.mutate()}>
        Receive them again
      </Button>
      {give.isError && <p role="alert">{errorText(give.error)}</p>}
    </>
  );
}

function WithdrawDialog({
  kind,
  pairs,
  onClose,
}: {
  kind: ConsentKind | null;
  pairs: readonly PhotoConsent[];
  onClose: () => void;
}) {
  const { notify } = useShellServices();
  const withdraw = useWithdrawConsent();
  const text = kind ? CONSENT_TEXT[kind] : null;
  const close = () => {
    withdraw.reset();
    onClose();
  };
  const confirm = async () => {
    if (!kind || !text) return;
    try {
      await withdraw.mutateAsync({ kind, pairs });
      notify({ title: 'Consent withdrawn', description: text.withdraw });
      close();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog
      open={kind !== null}
      onClose={close}
      title={
        text ? `Withdraw your consent: ${text.title.toLowerCase()}?` : 'Withdraw your consent?'
      }
      description={text?.withdraw}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={withdraw.isPending}>
            Keep it
          </Button>
          <Button variant="danger" loading={withdraw.isPending} onClick={() => void confirm()}>
            Withdraw
          </Button>
        </>
      }
    >
      {withdraw.isError && <Alert variant="error" title={errorText(withdraw.error)} />}
    </Dialog>
  );
}
