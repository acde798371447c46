import { avatarInitial } from './avatar';

describe('avatarInitial', () => {
  it.each([
    ['ada', 'A'],
    ['Ada Lovelace', 'A'],
    ['  émile', 'É'],
    ['', 'U'],
    ['   ', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%p → %p', (name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });
});
