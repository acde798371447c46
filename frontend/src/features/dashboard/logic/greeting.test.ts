import { isNewUser, NEW_ACCOUNT_MS, parseGreeted, welcomeTitle, withGreeted } from './greeting';

const now = new Date('2026-06-10T12:00:00.000Z');
const user = (ageMs: number) => ({ id: 'u1', createdAt: new Date(now.getTime() - ageMs).toISOString() });

describe('greeting', () => {
  it("greets an account created minutes ago, not greeted yet, with 'Welcome'", () => {
    expect(isNewUser(user(5 * 60_000), [], now)).toBe(true);
    expect(welcomeTitle('Ada', true)).toBe('Welcome, Ada!');
  });

  it("says 'Welcome back' once this browser has greeted the account", () => {
    expect(isNewUser(user(5 * 60_000), ['u1'], now)).toBe(false);
    expect(welcomeTitle('Ada', false)).toBe('Welcome back, Ada!');
  });

  it("says 'Welcome back' to an account older than a day, even in a browser that never greeted it", () => {
    expect(isNewUser(user(NEW_ACCOUNT_MS), [], now)).toBe(false);
    expect(isNewUser(user(NEW_ACCOUNT_MS - 1), [], now)).toBe(true);
    expect(isNewUser({ id: 'u1', createdAt: 'not a date' }, [], now)).toBe(false);
  });

  it('keeps the greeted list readable and short', () => {
    expect(parseGreeted(null)).toEqual([]);
    expect(parseGreeted('{oops')).toEqual([]);
    expect(parseGreeted('["a", 3, "b"]')).toEqual(['a', 'b']);
    expect(withGreeted(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: 25 }, (_, index) => `id${index}`);
    expect(withGreeted(many, 'new')).toHaveLength(20);
    expect(withGreeted(many, 'new').at(-1)).toBe('new');
  });
});
