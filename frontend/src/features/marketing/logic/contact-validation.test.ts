import { validateContactField } from './contact-validation';

describe('validateContactField', () => {
  const valid = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' };

  it('accepts a complete message', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) expect(validateContactField(field, valid)).toBeUndefined();
  });

  it.each([
    ['name', '   ', 'Name is required.'],
    ['email', '', 'Email is required.'],
    ['email', 'ana@example', 'Please enter a valid email address.'],
    ['subject', 's'.repeat(201), 'Subject must be at most 200 characters.'],
    ['message', 'm'.repeat(5001), 'Message must be at most 5000 characters.'],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(validateContactField(field, { ...valid, [field]: value })).toBe(message);
  });

  it('counts the trimmed value', () => {
    expect(validateContactField('name', { name: ` ${'n'.repeat(100)} ` })).toBeUndefined();
  });
});
