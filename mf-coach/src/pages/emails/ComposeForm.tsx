import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { COMPOSE_MERGE_FIELDS, TEMPLATE_LIMITS } from '@wellness/contracts';
import type { EmailSend, EmailSendRequest } from '@wellness/contracts';
import { Alert, Button, Dialog, Field, useShellServices } from '@wellness/ui';
import { useSendEmail } from '../../api/email-sends';
import { errorFields, errorText } from '../../lib/errors';
import { plural } from '../../lib/format';
import { BodyEditor } from './BodyEditor';
import {
  buildSendRequest,
  confirmTitle,
  draftAudience,
  emptyDraft,
  formatLondonTime,
  londonTimeToIso,
  serverComposeErrors,
} from './compose-form';
import type { ComposeDraft, ComposeErrors } from './compose-form';
import { ComposeClientPicker } from './ComposeClientPicker';
import { ComposeRecipients, useRecipientCount } from './ComposeRecipients';
import { ComposeSegment } from './ComposeSegment';

type Errors = ComposeErrors & { form?: string };

/** A radio button with its label, in the compose form's choice groups. */
function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: string;
}) {
  return (
    <label className="coach-email-radio">
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

/**
 * A one-off email to one client or a segment: who (with the live count), subject, text, and now or
 * later. A segment send is confirmed first with its count.
 */
export function ComposeForm({
  clientId,
  onSent,
}: {
  /** Opened addressed to this client (her profile's "Email her"). */
  clientId?: string;
  onSent: (send: EmailSend) => void;
}) {
  const base = useId();
  const { notify } = useShellServices();
  const send = useSendEmail();
  const [draft, setDraft] = useState<ComposeDraft>(() =>
    emptyDraft(clientId ? { id: clientId, name: '' } : null),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<EmailSendRequest | null>(null);
  const audience = draftAudience(draft);
  const count = useRecipientCount(audience);

  const edit = (patch: Partial<ComposeDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };

  const deliver = async (request: EmailSendRequest) => {
    setConfirming(null);
    try {
      const sent = await send.mutateAsync(request);
      notify({
        title: request.sendAt ? 'Email scheduled' : 'Email on its way',
        description: request.sendAt
          ? `It goes to ${plural(sent.recipients, 'client')} on ${formatLondonTime(sent.sendAt)}.`
          : `Sending to ${plural(sent.recipients, 'client')}.`,
      });
      setDraft(emptyDraft());
      onSent(sent);
    } catch (error) {
      setErrors(serverComposeErrors(errorFields(error), errorText(error)));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const built = buildSendRequest(draft);
    if (built.errors) {
      setErrors(built.errors);
      return;
    }
    if (draft.to === 'segment') setConfirming(built.request);
    else void deliver(built.request);
  };

  const scheduledIso = draft.when === 'later' ? londonTimeToIso(draft.sendAt) : null;
  const matched = count.data?.matched;
  return (
    <form className="coach-compose-form" onSubmit={submit} noValidate aria-label="Compose an email">
      <fieldset className="coach-compose-to">
        <legend className="coach-subheading">To</legend>
        <div className="coach-compose-choices">
          <Choice
            name={`${base}-to`}
            checked={draft.to === 'client'}
            onChange={() => edit({ to: 'client' })}
          >
            One client
          </Choice>
          <Choice
            name={`${base}-to`}
            checked={draft.to === 'segment'}
            onChange={() => edit({ to: 'segment' })}
          >
            A segment
          </Choice>
        </div>
        {draft.to === 'client' ? (
          <ComposeClientPicker
            value={draft.client}
            onChange={(client) => edit({ client })}
            error={errors.to}
          />
        ) : (
          <>
            <ComposeSegment
              value={draft.segment}
              onChange={(patch) => edit({ segment: { ...draft.segment, ...patch } })}
            />
            {errors.to && (
              <p className="ui-field__error" role="alert">
                {errors.to}
              </p>
            )}
          </>
        )}
        {audience && <ComposeRecipients count={count} />}
      </fieldset>
      <Field
        label="Subject"
        value={draft.subject}
        maxLength={TEMPLATE_LIMITS.subject}
        error={errors.subject}
        onChange={(e) => edit({ subject: e.target.value })}
      />
      <BodyEditor
        value={draft.body}
        fields={COMPOSE_MERGE_FIELDS}
        error={errors.body}
        onChange={(body) => edit({ body })}
      />
      <fieldset className="coach-compose-when">
        <legend className="coach-subheading">When</legend>
        <div className="coach-compose-choices">
          <Choice
            name={`${base}-when`}
            checked={draft.when === 'now'}
            onChange={() => edit({ when: 'now' })}
          >
            Send now
          </Choice>
          <Choice
            name={`${base}-when`}
            checked={draft.when === 'later'}
            onChange={() => edit({ when: 'later' })}
          >
            Schedule
          </Choice>
        </div>
        {draft.when === 'later' && (
          <Field
            label="Send on (UK time, Europe/London)"
            type="datetime-local"
            value={draft.sendAt}
            error={errors.sendAt}
            hint={scheduledIso ? formatLondonTime(scheduledIso) : 'Day, month, year and time.'}
            onChange={(e) => edit({ sendAt: e.target.value })}
          />
        )}
      </fieldset>
      {errors.form && (
        <Alert variant="error" title="Not sent">
          <p>{errors.form}</p>
        </Alert>
      )}
      <div className="coach-form-actions">
        <Button type="submit" loading={send.isPending}>
          {draft.when === 'later' ? 'Schedule' : 'Send now'}
        </Button>
      </div>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirmTitle(draft, matched)}
        description={
          draft.when === 'later' && scheduledIso
            ? `“${draft.subject}” will go on ${formatLondonTime(scheduledIso)}.`
            : `“${draft.subject}” goes out now to every client in this segment.`
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Go back
            </Button>
            <Button data-autofocus onClick={() => confirming && void deliver(confirming)}>
              {draft.when === 'later' ? 'Schedule it' : 'Send it'}
            </Button>
          </>
        }
      >
        {count.data && count.data.suppressed > 0 && (
          <p>{`${count.data.suppressed} unsubscribed will be skipped.`}</p>
        )}
      </Dialog>
    </form>
  );
}
