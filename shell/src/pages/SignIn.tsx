import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { loginSchema } from '@wellness/contracts';
import type { BrandConfig } from '@wellness/contracts';
import { Button, buttonClass, Field, Tabs } from '@wellness/ui';
import { useLogin } from '../auth/use-auth';
import { AuthFrame } from './AuthFrame';

type Errors = Partial<Record<'email' | 'password', string>>;

export function SignInPage({ brand }: { brand: BrandConfig }) {
  const [tab, setTab] = useState('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const login = useLogin();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  const form = (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="you@example.com"
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="shell-auth__aside">
        <Link
          to={email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password'}
        >
          Forgot your password?
        </Link>
      </p>
      <Button type="submit" block size="lg" loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );

  return (
    <AuthFrame brandName={brand.businessName}>
      <div className="ui-card shell-auth__card">
        <h1 className="shell-auth__title">Access Your Account</h1>
        <p className="shell-auth__lead">
          Welcome back. Sign in to see your plan, check-ins and messages.
        </p>
        <Tabs
          label="Account"
          value={tab}
          onChange={setTab}
          items={[{ id: 'signin', label: 'Sign In', content: form }]}
        />
        <div className="shell-auth__discovery">
          <p>
            New here? All clients start with a free discovery call with Coach {brand.coachName}.
          </p>
          <Link to="/discovery" className={buttonClass('outline', 'md', true)}>
            Book Your Free Discovery Call
          </Link>
        </div>
      </div>
    </AuthFrame>
  );
}
