import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia } from '@/testing/match-media';
import { ThemeProvider, useTheme } from './theme-context';

function Probe() {
  const { preference, theme, setPreference } = useTheme();
  return (
    <div>
      <p>
        {preference}/{theme}
      </p>
      <button type="button" onClick={() => setPreference('system')}>
        use system
      </button>
    </div>
  );
}

describe('ThemeProvider', () => {
  it('starts dark and paints <html> dark when nothing is stored', () => {
    installMatchMedia({ prefersDark: false });
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('restores a stored light preference', () => {
    window.localStorage.setItem('promptforge-theme', 'light');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('light/light')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('follows the operating system while the preference is system, and saves the choice', async () => {
    const media = installMatchMedia({ prefersDark: false });
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'use system' }));
    expect(window.localStorage.getItem('promptforge-theme')).toBe('system');
    expect(screen.getByText('system/light')).toBeInTheDocument();

    act(() => media.setPrefersDark(true));
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
