import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { loginSchema } from '@wellness/contracts';
import { Alert, Button, Field } from '@wellness/ui';
import { apiRequest, statusOf } from '../api/client';
import { AuthFrame } from './AuthFrame';

const emailSchema = loginSchema.shape.email;

/** Same confirmation whether or not the account exists; only a failure to reach us is reported. */
export function ForgotPasswordPage({ brandName }: { brandName: string }) {
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setProblem(undefined);
    setBusy(true);
    try {
      await apiRequest('POST', '/api/auth/forgot-password', { email: parsed.data });
      setSentTo(parsed.data);
    } catch (err) {
      const status = statusOf(err);
      if (status === 429) setProblem('Too many requests. Please wait a few minutes and try again.');
      else if (status === undefined || status >= 500)
        setProblem('We could not send the email just now. Please try again.');
      else setSentTo(parsed.data);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame brandName={brandName}>
      <div className="ui-card shell-auth__card">
        <h1 className="shell-auth__title">Reset your password</h1>
        {sentTo ? (
          <>
            <Alert variant="success" title="Check your email">
              <p>
                If an account exists for <strong>{sentTo}</strong>, we have sent a link to set a new
                password. The link works for one hour.
              </p>
            </Alert>
            <p>
              <Link to="/auth">Back to sign in</Link>
            </p>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
            <p className="shell-auth__lead">
              Enter your email and we will send you a link to set a new password.
            </p>
            {problem && <Alert variant="error">{problem}</Alert>}
            <Field
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              error={error}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" block size="lg" loading={busy}>
              {busy ? 'Sending...' : 'Send reset link'}
            </Button>
            <p className="shell-auth__aside shell-auth__aside--center">
              <Link to="/auth">Back to sign in</Link>
            </p>
          </form>
        )}
      </div>
    </AuthFrame>
  );
}
