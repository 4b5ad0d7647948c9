import { validateNewPassword } from './ResetPassword';

describe('new password validation', () => {
  it('needs 6 characters', () => {
    expect(validateNewPassword('12345', '12345')).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });
  it('needs both entries to match', () => {
    expect(validateNewPassword('123456', '123457')).toEqual({ confirm: 'Passwords do not match' });
    expect(validateNewPassword('123456', '123456')).toEqual({});
  });
});
