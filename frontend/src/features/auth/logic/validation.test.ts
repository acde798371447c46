import { isValidEmail, validateLogin, validateRegister } from './validation';

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.org', '  ada@example.com  '])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ada', 'ada@', 'ada@example', '@example.com', 'ada lovelace@example.com', undefined])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('validateLogin (spec §5)', () => {
  it('reports an invalid email and a missing password with the spec messages', () => {
    expect(validateLogin({ email: 'nope', password: '' })).toEqual({
      email: 'Email must be valid',
      password: 'Password is required',
    });
    expect(validateLogin({})).toEqual({ email: 'Email must be valid', password: 'Password is required' });
  });

  it('accepts any non-empty password (the server decides whether it is right)', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });
});

describe('validateRegister (spec §5)', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: 'correct horse', confirmPassword: 'correct horse' };

  it('accepts valid values', () => {
    expect(validateRegister(valid)).toEqual({});
  });

  it('reports every rule with the spec message', () => {
    expect(validateRegister({ name: 'A', email: 'ada@', password: 'short', confirmPassword: 'other' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email',
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
  });

  it('counts the name without surrounding spaces and the password as typed', () => {
    expect(validateRegister({ ...valid, name: ' A ' })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(validateRegister({ ...valid, password: '1234567', confirmPassword: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateRegister({ ...valid, password: '12345678', confirmPassword: '12345678' })).toEqual({});
  });

  it('compares the confirmation with the password exactly', () => {
    expect(validateRegister({ ...valid, confirmPassword: 'correct horse ' })).toEqual({ confirmPassword: "Passwords don't match" });
  });
});
