import { Avatar, Button, Card, Form, Input, Tag } from 'antd';
import { useEffect } from 'react';
import { StatusBadge } from '@/components/StatusBadge';
import type { User } from '@/features/auth/session';
import { useSession } from '@/features/auth/session';
import { subscriptionStatus } from '@/lib/subscription-status';
import { useUpdateProfile } from '../api/use-update-profile';
import { avatarContent } from '../logic/avatar';
import { FALLBACK, SUCCESS } from '../logic/feedback';
import { FREE_TRIAL_BADGE, planBadgeLabel } from '../logic/plan';
import { emailError, nameError } from '../logic/validation';
import { DangerZone } from './DangerZone';
import { ruleFrom } from './form-rules';
import { useFeedback } from './use-feedback';
import styles from './settings.module.css';

interface ProfileValues {
  name: string;
  email: string;
}

/** Spec §2 Profile tab: avatar, name, e-mail, plan badge, Save Changes, Danger Zone. */
export function ProfileTab({ user }: { user: User }) {
  const session = useSession();
  const feedback = useFeedback();
  const updateProfile = useUpdateProfile();
  const [form] = Form.useForm<ProfileValues>();
  const plan = planBadgeLabel(user.subscription);
  const avatar = avatarContent(user);

  // Follow the session's user (e.g. after refresh()), unless the user is mid-edit.
  useEffect(() => {
    if (!form.isFieldsTouched()) form.setFieldsValue({ name: user.name, email: user.email });
  }, [form, user.name, user.email]);

  const save = async (values: ProfileValues) => {
    let updated: User;
    try {
      updated = await updateProfile.mutateAsync({ name: values.name.trim(), email: values.email.trim() });
    } catch (error) {
      feedback.failure(error, FALLBACK.profile);
      return;
    }
    form.resetFields();
    form.setFieldsValue({ name: updated.name, email: updated.email });
    feedback.success(SUCCESS.profile);
    // The header and every other reader of the session show the new name and e-mail.
    session.refresh().catch((error: unknown) => console.error('Failed to refresh the session user', error));
  };

  return (
    <div className={styles.stack}>
      <Card title="Profile" className={styles.card}>
        <div className={styles.identity}>
          <Avatar size={72} src={avatar.src} alt={avatar.src ? user.name : undefined} className={styles.avatar} aria-hidden={!avatar.src}>
            {avatar.initial}
          </Avatar>
          <div className={styles.identityText}>
            <div className={styles.identityName}>{user.name}</div>
            <div className={`${styles.muted} ${styles.identityEmail}`}>{user.email}</div>
            <div className={styles.planRow}>
              <Tag color={plan === FREE_TRIAL_BADGE ? 'blue' : 'purple'} className={styles.planTag}>
                {plan}
              </Tag>
              <StatusBadge status={subscriptionStatus(user.subscription)} />
            </div>
          </div>
        </div>
        <Form<ProfileValues>
          form={form}
          name="profile"
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: user.name, email: user.email }}
          onFinish={save}
          className={styles.form}
        >
          <Form.Item label="Name" name="name" rules={[ruleFrom(nameError)]} validateTrigger={['onBlur', 'onSubmit']}>
            <Input autoComplete="name" maxLength={120} />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={[ruleFrom(emailError)]} validateTrigger={['onBlur', 'onSubmit']}>
            <Input type="email" autoComplete="email" maxLength={254} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={updateProfile.isPending}>
            Save Changes
          </Button>
        </Form>
      </Card>
      <DangerZone />
    </div>
  );
}
