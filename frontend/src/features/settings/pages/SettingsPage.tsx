import { ApiOutlined, BellOutlined, LockOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Spin, Tabs } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '@/features/auth/session';
import { ApiKeysTab } from '../components/ApiKeysTab';
import { LlmProvidersTab } from '../components/LlmProvidersTab';
import { NotificationPreferencesTab } from '../components/NotificationPreferencesTab';
import { ProfileTab } from '../components/ProfileTab';
import { SecurityTab } from '../components/SecurityTab';
import styles from '../components/settings.module.css';

export const SETTINGS_TABS = ['profile', 'security', 'notifications', 'api-keys', 'llm-providers'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const TAB_LABELS: Record<SettingsTab, string> = {
  profile: 'Profile',
  security: 'Security',
  notifications: 'Notifications',
  'api-keys': 'API Keys',
  'llm-providers': 'LLM Providers',
};

function isSettingsTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '');
}

/**
 * Account Settings (core spec §2): Profile (default), Security, Notifications, API Keys, and LLM
 * Providers (issue 5: the user's own model provider keys). The open tab is kept in the address
 * (?tab=security) so a reload or a shared link opens it again.
 */
export default function SettingsPage() {
  const { status, user } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: SettingsTab = isSettingsTab(requested) ? requested : 'profile';

  if (status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spin size="large" aria-label="Loading" />
      </div>
    );
  }
  // Spec §2: no user → /login (the route guard normally does this first).
  if (!user) return <Navigate to="/login" replace />;

  const select = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === 'profile') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>Account Settings</h1>
        <p className={styles.subtitle}>Manage your profile, password, e-mail notifications, API keys and LLM provider keys.</p>
      </header>
      {/* Phones: five tabs do not fit one row, so the tab bar becomes a select (CSS shows one or the other). */}
      <label className={styles.sectionPicker}>
        <span className={styles.sectionPickerLabel}>Section</span>
        <select value={active} onChange={(event) => select(event.target.value)}>
          {SETTINGS_TABS.map((tab) => (
            <option key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </option>
          ))}
        </select>
      </label>
      <Tabs
        className={styles.tabs}
        activeKey={active}
        onChange={select}
        items={[
          { key: 'profile', label: TAB_LABELS['profile'], icon: <UserOutlined aria-hidden />, children: <ProfileTab user={user} /> },
          { key: 'security', label: TAB_LABELS['security'], icon: <LockOutlined aria-hidden />, children: <SecurityTab /> },
          { key: 'notifications', label: TAB_LABELS['notifications'], icon: <BellOutlined aria-hidden />, children: <NotificationPreferencesTab /> },
          { key: 'api-keys', label: TAB_LABELS['api-keys'], icon: <ApiOutlined aria-hidden />, children: <ApiKeysTab /> },
          { key: 'llm-providers', label: TAB_LABELS['llm-providers'], icon: <RobotOutlined aria-hidden />, children: <LlmProvidersTab /> },
        ]}
      />
    </div>
  );
}
