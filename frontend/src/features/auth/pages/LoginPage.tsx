import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useLogin } from '../api/auth-api';
import { AuthCard } from '../components/AuthCard';
import { fieldRule, revalidateFieldsWithErrors, showServerFieldErrors } from '../components/form-helpers';
import { validateLoginField, type LoginValues } from '../logic/validation';

/** Login (core spec §2, §5, §8): e-mail and password; success stores the session and opens the dashboard. */
export default function LoginPage() {
  const [form] = Form.useForm<LoginValues>();
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  // Someone already signed in has nothing to do here (checked once: signing in below also changes it).
  const [alreadySignedIn] = useState(status === 'signed-in');
  if (alreadySignedIn) return <Navigate to={paths.dashboard} replace />;

  const onFinish = async (values: LoginValues) => {
    if (login.isPending) return;
    try {
      const { token, user } = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      signIn(token, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.name}.`, variant: 'success' });
      await navigate(paths.dashboard, { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error, ['email', 'password']);
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
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        validateTrigger="onBlur"
        onValuesChange={(changed) => revalidateFieldsWithErrors(form, changed)}
        onFinish={onFinish}
        noValidate
      >
        <Form.Item label="Email" name="email" rules={[fieldRule<LoginValues>('email', validateLoginField)]}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[fieldRule<LoginValues>('password', validateLoginField)]}>
          <Input.Password autoComplete="current-password" placeholder="Your password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Sign in
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
