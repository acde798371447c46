import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Table, theme } from 'antd';
import { ThemeProvider } from '../theme/theme-context';
import { palettes } from '../theme/tokens';
import { AntdHost } from './antd-host';
import { loadAntd } from './antd-loader';
import { AntdProvider, TOAST_CONFIG } from './antd-provider';

function TokenProbe() {
  const { token } = theme.useToken();
  return <p>background {token.colorBgBase}</p>;
}

function ToastButtons() {
  const { message } = App.useApp();
  return (
    <>
      <button type="button" onClick={() => void message.info('first toast')}>
        first
      </button>
      <button type="button" onClick={() => void message.info('second toast')}>
        second
      </button>
    </>
  );
}

function renderWithProviders(children: React.ReactNode) {
  return render(
    <ThemeProvider>
      <AntdProvider>{children}</AntdProvider>
    </ThemeProvider>,
  );
}

describe('AntdProvider', () => {
  it('uses the dark tokens by default', () => {
    renderWithProviders(<TokenProbe />);
    expect(screen.getByText(`background ${palettes.dark.bg}`)).toBeInTheDocument();
  });

  it('uses the light tokens when the preference is light', () => {
    window.localStorage.setItem('promptforge-theme', 'light');
    renderWithProviders(<TokenProbe />);
    expect(screen.getByText(`background ${palettes.light.bg}`)).toBeInTheDocument();
  });

  it("shows the app's own empty state in empty antd lists", () => {
    renderWithProviders(<Table columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={[]} />);
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No data');
  });

  it('shows one toast at a time', async () => {
    renderWithProviders(<ToastButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(await screen.findByText('first toast')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(await screen.findByText('second toast')).toBeInTheDocument();
    expect(screen.queryByText('first toast')).toBeNull();
  });

  it('hides a toast after 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<ToastButtons />);
      await user.click(screen.getByRole('button', { name: 'first' }));
      act(() => jest.advanceTimersByTime(4_800));
      expect(screen.getByText('first toast')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_500));
      expect(screen.queryByText('first toast')).toBeNull();
      expect(TOAST_CONFIG).toEqual({ maxCount: 1, duration: 5 });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('AntdHost', () => {
  it('renders children without antd until a screen loads it, then wraps them in the providers', async () => {
    render(
      <ThemeProvider>
        <AntdHost>
          <TokenProbe />
        </AntdHost>
      </ThemeProvider>,
    );
    // antd's built-in default (light) theme: no provider yet.
    expect(screen.getByText('background #fff')).toBeInTheDocument();
    await act(async () => {
      await loadAntd();
    });
    expect(screen.getByText(`background ${palettes.dark.bg}`)).toBeInTheDocument();
  });
});
