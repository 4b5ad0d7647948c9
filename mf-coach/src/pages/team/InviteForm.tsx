import { useState } from 'react';
import type { FormEvent } from 'react';
import { TEAM_MESSAGES, teamInvitationSchema } from '@wellness/contracts';
import { Alert, Button, Card, Field, useShellServices } from '@wellness/ui';
import { useInviteMember } from '../../api/team';
import type { Invitation } from '../../api/team';
import { errorFields, errorStatus, errorText, zodFieldErrors } from '../../lib/errors';
import { NameFields } from '../../components/NameFields';

const EMPTY = {
  email: '',
  firstName: '',
  lastName: '',
  role: 'nutritionist' as Invitation['role'],
};

/** Invites a coach or nutritionist; they get an email with a link to set a password. */
export function InviteForm() {
  const { notify } = useShellServices();
  const invite = useInviteMember();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = teamInvitationSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await invite.mutateAsync(parsed.data);
      notify({
        title: 'Invitation sent',
        description: `${parsed.data.firstName} will get an email at ${parsed.data.email} to set a password.`,
      });
      setForm(EMPTY);
    } catch (error) {
      if (errorStatus(error) === 409) {
        setErrors({ email: errorText(error, TEAM_MESSAGES.alreadyMember) });
        return;
      }
      const fields = errorFields(error);
      setErrors(Object.keys(fields).length ? fields : { _: errorText(error) });
    }
  };

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Card
      title="Invite a team member"
      description="They get an email with a link to set their password."
      level={3}
    >
      <form onSubmit={submit} noValidate aria-label="Invite a team member">
        {errors._ && <Alert variant="error">{errors._}</Alert>}
        <Field
          label="Email"
          type="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="off"
          required
        />
        <NameFields values={form} errors={errors} onChange={set} />
        <fieldset
          className="coach-radios"
          aria-describedby={errors.role ? 'invite-role-error' : undefined}
        >
          <legend className="ui-label">Role</legend>
          {(['nutritionist', 'coach'] as const).map((role) => (
            <label key={role} className="coach-radio">
              <input
                type="radio"
                name="invite-role"
                value={role}
                checked={form.role === role}
                onChange={set('role')}
              />
              <span>
                <strong>{role === 'coach' ? 'Coach' : 'Nutritionist'}</strong>
                <span className="coach-radio__hint">
                  {role === 'coach'
                    ? 'Sees and changes everything in the business.'
                    : 'Sees only the clients assigned to them.'}
                </span>
              </span>
            </label>
          ))}
          {errors.role && (
            <p id="invite-role-error" className="ui-field__error" role="alert">
              {errors.role}
            </p>
          )}
        </fieldset>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </Card>
  );
}
