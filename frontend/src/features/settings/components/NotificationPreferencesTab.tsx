import { Alert, Button, Card, Form, Skeleton, Switch } from 'antd';
import { useEffect } from 'react';
import { DEFAULT_PREFERENCES, useNotificationPreferences, type NotificationPreferences } from '../api/use-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/use-update-notification-preferences';
import { FALLBACK, SUCCESS } from '../logic/feedback';
import { useFeedback } from './use-feedback';
import styles from './settings.module.css';

const PREFERENCES: ReadonlyArray<{ name: keyof NotificationPreferences; label: string; description: string }> = [
  { name: 'emailUpdates', label: 'Email updates', description: 'News about your account, your plan and your activity.' },
  { name: 'securityAlerts', label: 'Security alerts', description: 'Sign-ins, password changes and new API keys.' },
  { name: 'newFeatures', label: 'New features', description: 'Hear first about new tools and improvements.' },
  { name: 'marketingEmails', label: 'Marketing emails', description: 'Offers, tips and product news.' },
];

/** Spec §2 Notifications tab: four switches, loaded with GET and saved with PATCH. */
export function NotificationPreferencesTab() {
  const feedback = useFeedback();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const [form] = Form.useForm<NotificationPreferences>();

  useEffect(() => {
    if (preferences.data) form.setFieldsValue(preferences.data);
  }, [form, preferences.data]);

  const save = async (values: NotificationPreferences) => {
    try {
      const saved = await update.mutateAsync({ ...DEFAULT_PREFERENCES, ...values });
      form.setFieldsValue(saved);
      feedback.success(SUCCESS.preferences);
    } catch (error) {
      feedback.failure(error, FALLBACK.preferences);
    }
  };

  return (
    <Card title="Email Notifications" className={styles.card}>
      <p className={styles.cardIntro}>Choose which e-mails PromptForge sends you.</p>
      {preferences.isError && (
        <Alert
          type="warning"
          showIcon
          className={styles.alert}
          title="Your saved preferences could not be loaded."
          description="The switches show the defaults. Saving replaces what is stored."
          action={
            <Button size="small" onClick={() => void preferences.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {preferences.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : (
        <Form<NotificationPreferences> form={form} name="notification-preferences" initialValues={preferences.data ?? DEFAULT_PREFERENCES} onFinish={save}>
          <ul className={styles.switchList}>
            {PREFERENCES.map(({ name, label, description }) => (
              <li key={name} className={styles.switchRow}>
                <div>
                  <label htmlFor={`preference-${name}`} className={styles.rowTitle}>
                    {label}
                  </label>
                  <div className={styles.muted} id={`preference-${name}-description`}>
                    {description}
                  </div>
                </div>
                <Form.Item name={name} valuePropName="checked" noStyle>
                  <Switch id={`preference-${name}`} aria-describedby={`preference-${name}-description`} />
                </Form.Item>
              </li>
            ))}
          </ul>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Save Preferences
          </Button>
        </Form>
      )}
    </Card>
  );
}
