import LockOutlined from '@ant-design/icons/LockOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useRegister } from '../api/auth-api';
import { AuthCard } from '../components/AuthCard';
import { fieldRule, revalidateFieldsWithErrors, showServerFieldErrors } from '../components/form-helpers';
import { MIN_PASSWORD_LENGTH, validateRegisterField, type RegisterValues } from '../logic/validation';

const rule = (field: keyof RegisterValues) => [fieldRule<RegisterValues>(field, validateRegisterField)];

/** Registration (core spec §2, §5, §8): starts the 7-day trial, stores the session and opens the dashboard. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const register = useRegister();
  const [alreadySignedIn] = useState(status === 'signed-in');
  if (alreadySignedIn) return <Navigate to={paths.dashboard} replace />;

  const onFinish = async (values: RegisterValues) => {
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
      showServerFieldErrors(form, error, ['name', 'email', 'password', 'confirmPassword']);
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
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        validateTrigger="onBlur"
        onValuesChange={(changed) => revalidateFieldsWithErrors(form, changed, { password: ['confirmPassword'] })}
        onFinish={onFinish}
        noValidate
      >
        <Form.Item label="Name" name="name" rules={rule('name')}>
          <Input autoComplete="name" placeholder="Ada Lovelace" prefix={<UserOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={rule('email')}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={rule('password')} extra={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
          <Input.Password autoComplete="new-password" placeholder="Create a password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item label="Confirm password" name="confirmPassword" rules={rule('confirmPassword')}>
          <Input.Password autoComplete="new-password" placeholder="Repeat the password" prefix={<LockOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={register.isPending}>
            Create account
          </Button>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
