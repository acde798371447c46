import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { TextField } from '@/components/form/TextField';
import { useForm } from '@/components/form/use-form';
import { LockOutlined, MailOutlined, UserOutlined } from '@/components/icons';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useRegister } from '../api/auth-api';
import { AuthCard } from '../components/AuthCard';
import { serverFieldErrors } from '../components/form-helpers';
import { SubmitButton } from '../components/SubmitButton';
import { MIN_PASSWORD_LENGTH, validateRegisterField, type RegisterValues } from '../logic/validation';

/**
 * Registration (core spec §2, §5, §8): starts the 7-day trial, stores the session and opens the
 * dashboard. A first-visit page: plain HTML and CSS, no antd.
 */
export default function RegisterPage() {
  const form = useForm<RegisterValues>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validate: validateRegisterField,
    dependents: { password: ['confirmPassword'] },
  });
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const register = useRegister();
  const [alreadySignedIn] = useState(status === 'signed-in');
  if (alreadySignedIn) return <Navigate to={paths.dashboard} replace />;

  const onValid = async (values: RegisterValues) => {
    if (register.isPending) return;
    try {
      const { token, user } = await register.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      });
      signIn(token, user);
      toast({ title: 'Registration successful', description: 'Your 7-day free trial has started!', variant: 'success' });
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      form.setFieldErrors(serverFieldErrors(error, ['name', 'email', 'password', 'confirmPassword']));
      toast({
        title: 'Registration failed',
        description: errorMessage(error, 'An error occurred during registration'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start your 7-day free trial now"
      note="No credit card required. Every feature and every LLM integration for 7 days."
      footer={
        <>
          Already have an account? <Link to={paths.login}>Sign in</Link>
        </>
      }
    >
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <TextField {...form.field('name')} label="Name" autoComplete="name" placeholder="Ada Lovelace" icon={<UserOutlined />} />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" placeholder="you@example.com" icon={<MailOutlined />} />
        <TextField
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          icon={<LockOutlined />}
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <TextField {...form.field('confirmPassword')} label="Confirm password" type="password" autoComplete="new-password" placeholder="Repeat the password" icon={<LockOutlined />} />
        <SubmitButton pending={register.isPending}>Create account</SubmitButton>
      </form>
    </AuthCard>
  );
}
