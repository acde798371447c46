import { avatarContent } from './avatar';

describe('avatarContent', () => {
  it('shows the profile image when there is one', () => {
    expect(avatarContent({ name: 'ada', profileImageUrl: 'https://img.example/ada.png' })).toEqual({
      src: 'https://img.example/ada.png',
      initial: 'A',
    });
  });

  it('falls back to the upper-case first letter of the name', () => {
    expect(avatarContent({ name: 'grace hopper' })).toEqual({ initial: 'G' });
    expect(avatarContent({ name: '  émile', profileImageUrl: null })).toEqual({ initial: 'É' });
  });

  it("falls back to 'U' without a name", () => {
    expect(avatarContent({ name: '' })).toEqual({ initial: 'U' });
    expect(avatarContent({ name: '   ', profileImageUrl: '  ' })).toEqual({ initial: 'U' });
    expect(avatarContent({})).toEqual({ initial: 'U' });
  });
});
