/** The exact user-facing texts of SPEC §4, §5 and §8, and the input rules they state (§9). */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 1;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  accountExists: 'Account already exists',
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid email or password',
  registrationFailedTitle: 'Registration failed',
  registrationFailedFallback: 'Failed to create account',
  welcomeBackTitle: 'Welcome back!',
  welcomeBackDescription: 'You have been logged in successfully.',
  accountCreatedTitle: 'Account Created!',
  setPasswordTitle: 'Set Your Password',
  setPasswordDescription:
    'You need to set up your password first. Redirecting to password reset...',
  noPasswordSet: 'No password set',
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
} as const;
