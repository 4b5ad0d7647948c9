import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginSchema } from '@wellness/contracts';
import { Alert, Button, Field } from '@wellness/ui';
import { apiRequest } from '../api/client';
import { toast } from '../toast/store';
import { AuthFrame } from './AuthFrame';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
const passwordSchema = loginSchema.shape.password;

export function validateNewPassword(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return { password: parsed.error.issues[0]?.message };
  if (password !== confirm) return { confirm: PASSWORDS_DO_NOT_MATCH };
  return {};
}

export function ResetPasswordPage({ brandName }: { brandName: string }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validateNewPassword(password, confirm);
    setErrors(next);
    if (next.password || next.confirm) return;
    setBusy(true);
    setServerError(undefined);
    try {
      await apiRequest('POST', '/api/auth/reset-password', { token, password });
      toast({
        title: 'Password updated',
        description: 'You can now sign in with your new password.',
      });
      navigate('/auth');
    } catch (err) {
      setServerError((err as Error).message || 'This reset link could not be used.');
    } finally {
      setBusy(false);
    }
  };

  const requestNew = <Link to="/forgot-password">Request a new reset link</Link>;
  return (
    <AuthFrame brandName={brandName}>
      <div className="ui-card shell-auth__card">
        <h1 className="shell-auth__title">Choose a new password</h1>
        {!token ? (
          <Alert variant="warning" title="This reset link is incomplete">
            <p>Open the link from your email again, or {requestNew}.</p>
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
            {serverError && (
              <Alert variant="error" title="We couldn't reset your password">
                <p>{serverError}</p>
                <p>Reset links work once and expire after an hour. {requestNew}.</p>
              </Alert>
            )}
            <Field
              label="New password"
              type="password"
              autoComplete="new-password"
              value={password}
              error={errors.password}
              hint="At least 6 characters."
              onChange={(e) => setPassword(e.target.value)}
            />
            <Field
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              value={confirm}
              error={errors.confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Button type="submit" block size="lg" loading={busy}>
              {busy ? 'Saving...' : 'Set new password'}
            </Button>
          </form>
        )}
      </div>
    </AuthFrame>
  );
}
