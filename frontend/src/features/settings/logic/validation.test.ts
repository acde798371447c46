import {
  apiKeyNameError,
  confirmPasswordError,
  emailError,
  nameError,
  validatePasswordChange,
  validateProfile,
} from './validation';

describe('profile validation', () => {
  it('needs a name of at least 2 characters, spaces around it not counted', () => {
    expect(nameError('A')).toBe('Name must be at least 2 characters.');
    expect(nameError(' A ')).toBe('Name must be at least 2 characters.');
    expect(nameError('Al')).toBeUndefined();
  });

  it('needs a valid e-mail', () => {
    for (const bad of ['', 'ada', 'ada@', 'ada@example', 'ada @example.com', 'ada@example.c']) {
      expect(emailError(bad)).toBe('Please enter a valid email.');
    }
    expect(emailError('ada@example.com')).toBeUndefined();
    expect(emailError(' ada@sub.example.co ')).toBeUndefined();
  });

  it('reports each failing field', () => {
    expect(validateProfile({ name: 'A', email: 'nope' })).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email.',
    });
    expect(validateProfile({ name: 'Ada', email: 'ada@example.com' })).toEqual({});
  });
});

describe('password change validation', () => {
  it('needs the current password', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'long enough', confirmPassword: 'long enough' })).toEqual({
      currentPassword: 'Current password is required.',
    });
  });

  it('needs a new password of at least 8 characters', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters.',
      confirmPassword: 'Password must be at least 8 characters.',
    });
  });

  it('reports a mismatch on the confirmation', () => {
    expect(confirmPasswordError('password-one', 'password-two')).toBe('Passwords do not match.');
    expect(confirmPasswordError('password-one', 'password-one')).toBeUndefined();
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'password-one', confirmPassword: 'password-two' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('passes a complete, matching change', () => {
    expect(validatePasswordChange({ currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345678' })).toEqual({});
  });
});

describe('API key name validation', () => {
  it('needs at least 3 characters, spaces around it not counted', () => {
    expect(apiKeyNameError('ab')).toBe('API key name must be at least 3 characters.');
    expect(apiKeyNameError('  ab  ')).toBe('API key name must be at least 3 characters.');
    expect(apiKeyNameError('abc')).toBeUndefined();
  });
});
