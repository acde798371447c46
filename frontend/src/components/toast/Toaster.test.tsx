import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './Toaster';
import { toast } from './toast-store';

describe('Toaster', () => {
  it('shows one toast at a time, with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Firstone');
    act(() => {
      toast({ title: 'Second', variant: 'success' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Second');
  });

  it('announces destructive toasts as alerts', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Erro', description: 'Falha', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ErroFalha');
  });

  it('hides a toast after 5 seconds, and pauses while the pointer is over it', () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Saved' });
      });
      act(() => jest.advanceTimersByTime(4_900));
      expect(screen.getByText('Saved')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Saved')).toBeNull();

      act(() => {
        toast({ title: 'Read me' });
      });
      act(() => {
        screen.getByRole('status').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      });
      act(() => jest.advanceTimersByTime(10_000));
      expect(screen.getByText('Read me')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes on the Close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Bye' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Bye')).toBeNull();
  });
});
