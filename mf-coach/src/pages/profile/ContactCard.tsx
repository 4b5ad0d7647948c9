import { useState } from 'react';
import type { FormEvent } from 'react';
import { clientUpdateSchema } from '@wellness/contracts';
import type { ClientDetail } from '@wellness/contracts';
import { Alert, Button, Card, Field, TextareaField, useShellServices } from '@wellness/ui';
import { useUpdateClient } from '../../api/clients';
import { errorFields, errorText, zodFieldErrors } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { NameFields } from '../../components/NameFields';

function ContactFacts({ client }: { client: ClientDetail }) {
  return (
    <dl className="coach-facts">
      <div className="coach-facts__row">
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${client.email}`}>{client.email}</a>
        </dd>
      </div>
      <div className="coach-facts__row">
        <dt>Phone</dt>
        <dd>{client.phone ? <a href={`tel:${client.phone}`}>{client.phone}</a> : 'Not given'}</dd>
      </div>
      <div className="coach-facts__row">
        <dt>Goals</dt>
        <dd className="coach-pre">{client.goals || 'Not recorded yet'}</dd>
      </div>
      <div className="coach-facts__row">
        <dt>Joined</dt>
        <dd>{formatDate(client.joinedAt)}</dd>
      </div>
      <div className="coach-facts__row">
        <dt>Account</dt>
        <dd>{client.hasAccount ? 'Can sign in' : 'Invitation sent, password not set yet'}</dd>
      </div>
    </dl>
  );
}

/** Contact details and goals, editable in place (PATCH /api/clients/:id). */
export function ContactCard({ client }: { client: ClientDetail }) {
  const { notify } = useShellServices();
  const update = useUpdateClient(client.id);
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({
    firstName: client.firstName,
    lastName: client.lastName,
    phone: client.phone ?? '',
    goals: client.goals ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const start = () => {
    setForm({
      firstName: client.firstName,
      lastName: client.lastName,
      phone: client.phone ?? '',
      goals: client.goals ?? '',
    });
    setErrors({});
    setEditing(true);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = clientUpdateSchema.safeParse({
      firstName: form.firstName,
      lastName: form.lastName,
      phone: form.phone.trim() || null,
      goals: form.goals.trim() || null,
    });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      notify({ title: 'Contact details saved' });
      setEditing(false);
    } catch (error) {
      const fields = errorFields(error);
      setErrors(Object.keys(fields).length ? fields : { _: errorText(error) });
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Card
      title="Contact details"
      level={3}
      footer={
        editing ? undefined : (
          <Button size="sm" variant="outline" onClick={start}>
            Edit details
          </Button>
        )
      }
    >
      {editing ? (
        <form onSubmit={submit} noValidate aria-label="Edit contact details">
          {errors._ && <Alert variant="error">{errors._}</Alert>}
          <NameFields values={form} errors={errors} onChange={set} />
          <Field
            label="Phone"
            type="tel"
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
            autoComplete="off"
          />
          <TextareaField
            label="Goals"
            value={form.goals}
            onChange={set('goals')}
            error={errors.goals}
            rows={3}
            maxLength={2000}
          />
          <div className="coach-form-actions">
            <Button variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save details
            </Button>
          </div>
        </form>
      ) : (
        <ContactFacts client={client} />
      )}
    </Card>
  );
}
