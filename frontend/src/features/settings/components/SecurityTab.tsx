import { Button, Card, Form, Input } from 'antd';
import { useSession } from '@/features/auth/session';
import { useChangePassword } from '../api/use-change-password';
import { FALLBACK, SUCCESS } from '../logic/feedback';
import { confirmPasswordError, currentPasswordError, MIN_PASSWORD_LENGTH, newPasswordError } from '../logic/validation';
import { ruleFrom } from './form-rules';
import { useFeedback } from './use-feedback';
import styles from './settings.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §2 Security tab: change password. The answer's fresh token replaces the stored one. */
export function SecurityTab() {
  const session = useSession();
  const feedback = useFeedback();
  const changePassword = useChangePassword();
  const [form] = Form.useForm<PasswordValues>();

  const submit = async (values: PasswordValues) => {
    try {
      const { token } = await changePassword.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      session.setToken(token);
      form.resetFields();
      feedback.success(SUCCESS.password);
    } catch (error) {
      feedback.failure(error, FALLBACK.password);
    }
  };

  return (
    <Card title="Change Password" className={styles.card}>
      <p className={styles.cardIntro}>
        Use at least {MIN_PASSWORD_LENGTH} characters. Changing your password signs you out on every other device.
      </p>
      <Form<PasswordValues> form={form} name="change-password" layout="vertical" requiredMark={false} initialValues={EMPTY} onFinish={submit} className={styles.form}>
        <Form.Item label="Current password" name="currentPassword" rules={[ruleFrom(currentPasswordError)]} validateTrigger={['onBlur', 'onSubmit']}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="New password" name="newPassword" rules={[ruleFrom(newPasswordError)]} validateTrigger={['onBlur', 'onSubmit']}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          name="confirmPassword"
          dependencies={['newPassword']}
          validateTrigger={['onBlur', 'onSubmit']}
          rules={[({ getFieldValue }) => ruleFrom((value) => confirmPasswordError(getFieldValue('newPassword') ?? '', value))]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={changePassword.isPending}>
          Update Password
        </Button>
      </Form>
    </Card>
  );
}
