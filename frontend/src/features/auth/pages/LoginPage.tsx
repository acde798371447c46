import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { LockOutlined, MailOutlined } from '@/components/icons';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useLogin } from '../api/auth-api';
import { AuthCard } from '../components/AuthCard';
import { serverFieldErrors } from '../components/form-helpers';
import { SubmitButton } from '../components/SubmitButton';
import { validateLoginField, type LoginValues } from '../logic/validation';

/**
 * Login (core spec §2, §5, §8): e-mail and password; success stores the session and opens the
 * dashboard. A first-visit page: plain HTML and CSS, no antd.
 */
export default function LoginPage() {
  const form = useForm<LoginValues>({ initialValues: { email: '', password: '' }, validate: validateLoginField });
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  // Someone already signed in has nothing to do here (checked once: signing in below also changes it).
  const [alreadySignedIn] = useState(status === 'signed-in');
  if (alreadySignedIn) return <Navigate to={paths.dashboard} replace />;

  const onValid = async (values: LoginValues) => {
    if (login.isPending) return;
    try {
      const { token, user } = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      signIn(token, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.name}.`, variant: 'success' });
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      form.setFieldErrors(serverFieldErrors(error, ['email', 'password']));
      toast({ title: 'Login failed', description: errorMessage(error, 'Failed to login'), variant: 'destructive' });
    }
  };

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to your PromptForge account to continue."
      footer={
        <>
          Don&apos;t have an account? <Link to={paths.register}>Create one</Link>
        </>
      }
    >
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" placeholder="you@example.com" icon={<MailOutlined />} />
        <TextField {...form.field('password')} label="Password" type="password" autoComplete="current-password" placeholder="Your password" icon={<LockOutlined />} />
        <SubmitButton pending={login.isPending}>Sign in</SubmitButton>
      </form>
    </AuthCard>
  );
}
