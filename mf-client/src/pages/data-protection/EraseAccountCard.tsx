import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DataRequest } from '@wellness/contracts';
import { DATA_REQUEST_LIMITS, passwordConfirmationRequestSchema } from '@wellness/contracts';
import { Alert, Button, Card, Dialog, Field, useShellServices } from '@wellness/ui';
import { errorText } from '../../lib/errors';
import { useRequestErasure } from './data-protection-api';
import { longDate, openErasure } from './request-state';

/** What an erasure does, said the same way on the card and in the confirmation. */
export function ErasureConsequences() {
  return (
    <ul>
      <li>
        Your account is closed: you will no longer be able to sign in, check in or message your
        coach.
      </li>
      <li>
        Your details, onboarding answers, check-ins, measurements, nutrition plans, progress photos
        and the files you sent are deleted everywhere. Messages you wrote are removed.
      </li>
      <li>
        Payment records are kept for 6 years, as UK tax law requires, with your name and email
        removed.
      </li>
      <li>
        Your coach has {DATA_REQUEST_LIMITS.deadlineDays} days to carry it out. It cannot be undone.
      </li>
    </ul>
  );
}

/** "Delete my account" (UK GDPR article 17): she reads what happens and confirms with her password. */
export function EraseAccountCard({ requests }: { requests: readonly DataRequest[] }) {
  const [open, setOpen] = useState(false);
  const pending = openErasure(requests);
  return (
    <Card title="Delete my account" level={2}>
      <div className="mc-form__section">
        {pending ? (
          <Alert variant="warning" title="You asked for your account to be deleted">
            <p>
              On {longDate(pending.createdAt)}.{' '}
              {pending.status === 'in_progress'
                ? 'It is being deleted now.'
                : `Your coach will carry it out by ${longDate(pending.dueAt)}.`}
            </p>
          </Alert>
        ) : (
          <>
            <p>If you delete your account:</p>
            <ErasureConsequences />
            <p className="mc-muted">
              Want a copy first? Use “Download my data” above before you ask.
            </p>
            <div className="mc-form__actions">
              <Button variant="danger" onClick={() => setOpen(true)}>
                Delete my account
              </Button>
            </div>
          </>
        )}
      </div>
      <ConfirmErasureDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

function ConfirmErasureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { notify } = useShellServices();
  const erase = useRequestErasure();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setPassword('');
    setError(undefined);
    erase.reset();
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = passwordConfirmationRequestSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await erase.mutateAsync(parsed.data.password);
      notify({
        title: 'Your request has been sent',
        description: `Your coach will delete your account within ${DATA_REQUEST_LIMITS.deadlineDays} days.`,
      });
      close();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete your account?"
      description="Enter your password to confirm it is you."
    >
      <form onSubmit={submit} noValidate aria-label="Confirm deleting your account">
        <ErasureConsequences />
        <Field
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          data-autofocus
          required
        />
        <div className="mc-form__actions mc-dp-dialog-actions">
          <Button variant="outline" onClick={close} disabled={erase.isPending}>
            Keep my account
          </Button>
          <Button type="submit" variant="danger" loading={erase.isPending}>
            Delete my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
