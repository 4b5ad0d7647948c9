import {
  loginFailureOutcome,
  registerFailureOutcome,
  registerSuccessOutcome,
  LOGIN_SUCCESS_TOAST,
} from './outcomes';

describe('login outcomes', () => {
  it('success toast', () => {
    expect(LOGIN_SUCCESS_TOAST).toEqual({
      title: 'Welcome back!',
      description: 'You have been logged in successfully.',
    });
  });
  it('shows the server message under "Login failed"', () => {
    expect(loginFailureOutcome('Account locked', 'a@b.c')).toEqual({
      kind: 'failed',
      toast: { title: 'Login failed', description: 'Account locked', variant: 'destructive' },
    });
  });
  it('falls back to "Invalid email or password"', () => {
    expect(loginFailureOutcome('', 'a@b.c')).toMatchObject({
      toast: { description: 'Invalid email or password' },
    });
    expect(loginFailureOutcome(undefined, 'a@b.c')).toMatchObject({
      toast: { description: 'Invalid email or password' },
    });
  });
  it.each(['No password set for this account', 'User has empty password'])(
    'sends "%s" to set a password after 2000 ms',
    (message) => {
      expect(loginFailureOutcome(message, 'jo+x@ex.com')).toEqual({
        kind: 'set-password',
        toast: {
          title: 'Set Your Password',
          description: 'You need to set up your password first. Redirecting to password reset...',
        },
        redirectTo: '/forgot-password?email=jo%2Bx%40ex.com',
        delayMs: 2000,
      });
    },
  );
});

describe('registration outcomes', () => {
  it('pending: "Account Created!" with the server message for 7000 ms', () => {
    expect(
      registerSuccessOutcome({ approvalStatus: 'pending', message: 'Awaiting approval' }),
    ).toEqual({
      kind: 'pending',
      toast: { title: 'Account Created!', description: 'Awaiting approval', durationMs: 7000 },
    });
  });
  it('otherwise welcome and go to /', () => {
    expect(registerSuccessOutcome({ approvalStatus: 'approved', message: 'Hi' })).toMatchObject({
      kind: 'welcome',
      navigateTo: '/',
    });
  });
  it('"Account already exists" switches to sign-in with the email', () => {
    expect(registerFailureOutcome('Account already exists for this email', 'a@b.c')).toEqual({
      kind: 'exists',
      toast: {
        title: 'Account already exists',
        description: 'Account already exists for this email',
        variant: 'destructive',
      },
      email: 'a@b.c',
    });
  });
  it('fallback "Registration failed" / "Failed to create account"', () => {
    expect(registerFailureOutcome(undefined, 'a@b.c')).toEqual({
      kind: 'failed',
      toast: {
        title: 'Registration failed',
        description: 'Failed to create account',
        variant: 'destructive',
      },
    });
    expect(registerFailureOutcome('Server down', 'a@b.c')).toMatchObject({
      toast: { description: 'Server down' },
    });
  });
});
