import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  LENGTH_UNIT_LABELS,
  WEIGHT_UNIT_LABELS,
  healthConsentStateSchema,
} from '@wellness/contracts';
import type { LengthUnit, WeightUnit } from '@wellness/contracts';
import { Alert, Button, Card, Dialog, PageSpinner, useShellServices } from '@wellness/ui';
import { API, useConsent, useRefreshWeek, useUnits } from '../../api';
import { QueryFailure } from '../../components/QueryFailure';
import { RadioGroup } from '../../components/fields';
import { errorStatus, errorText } from '../../lib/errors';
import '../../components/client.css';

const longDate = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** `/profile-settings`: her units, and her health consent (read it, withdraw it). */
export function ProfileSettingsPage() {
  return (
    <div className="mc-form">
      <UnitsCard />
      <ConsentCard />
    </div>
  );
}

function UnitsCard() {
  const [units, setUnits] = useUnits();
  return (
    <Card
      title="Units"
      level={2}
      description="How weights and measurements are shown and typed on this device."
    >
      <div className="mc-form__section">
        <RadioGroup
          legend="Weight"
          name="pref-weight"
          options={WEIGHT_UNIT_LABELS}
          value={units.weight}
          onChange={(weight: WeightUnit) => setUnits({ ...units, weight })}
        />
        <RadioGroup
          legend="Height and measurements"
          name="pref-length"
          options={LENGTH_UNIT_LABELS}
          value={units.length}
          onChange={(length: LengthUnit) => setUnits({ ...units, length })}
        />
      </div>
    </Card>
  );
}

function ConsentCard() {
  const { apiRequest, notify } = useShellServices();
  const consent = useConsent();
  const refreshWeek = useRefreshWeek();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation({
    mutationFn: async () =>
      healthConsentStateSchema.parse(await apiRequest('POST', API.consentWithdraw)),
    onSuccess: async () => {
      setConfirming(false);
      await refreshWeek();
      notify({
        title: 'Consent withdrawn',
        description: 'We will not collect any more health information.',
      });
    },
  });
  if (consent.isPending) return <PageSpinner label="Loading your consent" />;
  if (consent.isError) {
    if (errorStatus(consent.error) === 404)
      return (
        <Alert variant="info" title="Not quite ready">
          <p>{errorText(consent.error)}</p>
        </Alert>
      );
    return (
      <QueryFailure
        title="We couldn't load your consent"
        error={consent.error}
        retry={consent.refetch}
      />
    );
  }
  const c = consent.data;
  const outdated = c.given && c.version !== c.currentVersion;
  return (
    <Card title="Your health information" level={2}>
      <div className="mc-form__section">
        {c.given ? (
          <Alert variant={outdated ? 'warning' : 'success'} title="You have agreed">
            <p>
              You agreed on {longDate(c.givenAt ?? '')} (version {c.version}).
              {outdated && ' The wording has changed since: please read it again in onboarding.'}
            </p>
          </Alert>
        ) : c.withdrawnAt ? (
          <Alert variant="info" title="You withdrew your consent">
            <p>
              On {longDate(c.withdrawnAt)}. <Link to="/onboarding">Agree again in onboarding</Link>{' '}
              to carry on checking in.
            </p>
          </Alert>
        ) : (
          <Alert variant="info" title="You have not agreed yet">
            <p>
              <Link to="/onboarding">Read and agree in onboarding</Link>.
            </p>
          </Alert>
        )}
        <h3>What you agreed to</h3>
        <p>{c.text}</p>
        <h3>If you withdraw</h3>
        <p>{c.withdrawal}</p>
        <p>
          <Link to="/data-protection">Your data and how to ask for it to be erased</Link>
        </p>
        {c.given && (
          <div>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Withdraw consent
            </Button>
          </div>
        )}
        {withdraw.isError && <Alert variant="error" title={errorText(withdraw.error)} />}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Withdraw your consent?"
        description={c.withdrawal}
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={withdraw.isPending}
            >
              Keep my consent
            </Button>
            <Button variant="danger" loading={withdraw.isPending} onClick={() => withdraw.mutate()}>
              Withdraw consent
            </Button>
          </>
        }
      >
        <p>Your coach will no longer receive your weekly check-ins until you agree again.</p>
      </Dialog>
    </Card>
  );
}
