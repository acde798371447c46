import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';
import { useForm } from './use-form';

function PasswordForm({ onValid = () => {} }: { onValid?: (values: { password: string }) => void }) {
  const form = useForm({ initialValues: { password: '' }, validate: (_field, values) => ((values.password ?? '').length >= 3 ? undefined : 'Too short') });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField {...form.field('password')} label="Password" type="password" hint="At least 3 characters." />
      <button type="submit">Save</button>
    </form>
  );
}

describe('TextField with useForm', () => {
  it('ties the hint and the error to the input and focuses the first invalid field on submit', async () => {
    const onValid = jest.fn();
    render(<PasswordForm onValid={onValid} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 3 characters.');
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too short At least 3 characters.');

    await userEvent.type(input, 'abc');
    expect(screen.queryByText('Too short')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ password: 'abc' });
  });

  it('checks a field when the user leaves it after typing, not when they only pass through', async () => {
    render(<PasswordForm />);
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(screen.queryByText('Too short')).toBeNull();
    await userEvent.type(screen.getByLabelText('Password'), 'a');
    await userEvent.tab();
    expect(screen.getByText('Too short')).toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button', async () => {
    render(<PasswordForm />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
  });
});
