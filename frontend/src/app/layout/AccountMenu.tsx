import { Link } from 'react-router-dom';
import { Avatar } from '@/components/Avatar';
import { BarChartOutlined, LockOutlined, RocketOutlined, DashboardOutlined, LogoutOutlined, SettingOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import type { User } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { AccountSummary } from './AccountSummary';
import styles from './Header.module.css';
import { NavDropdown } from './NavDropdown';

interface AccountMenuProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/** The avatar menu (core spec §2): name and e-mail, Dashboard, Usage (issue 12), Settings, Logout. */
export function AccountMenu({ user, open, onOpenChange, onNavigate }: AccountMenuProps) {
  const { logout, pending } = useLogout();
  return (
    <NavDropdown
      label={<Avatar name={user.name} imageUrl={user.profileImageUrl} size={34} />}
      ariaLabel={`Account menu for ${user.name}`}
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      showCaret={false}
      className={styles.accountDropdown}
      buttonClassName={styles.avatarButton}
      panelClassName={styles.accountPanel}
    >
      <AccountSummary user={user} />
      <ul className={styles.menuList}>
        <li>
          <Link to={paths.dashboard} className={styles.accountItem} onClick={onNavigate}>
            <DashboardOutlined aria-hidden />
            Dashboard
          </Link>
        </li>
        <li>
          <Link to={paths.usage} className={styles.accountItem} onClick={onNavigate}>
            <BarChartOutlined aria-hidden />
            Usage
          </Link>
        </li>
        <li>
          <Link to={paths.seoAudit} className={styles.accountItem} onClick={onNavigate}>
            <RocketOutlined aria-hidden />
            SEO Audit
          </Link>
        </li>
        <li>
          <Link to={paths.securityCompliance} className={styles.accountItem} onClick={onNavigate}>
            <LockOutlined aria-hidden />
            Security &amp; Compliance
          </Link>
        </li>
        <li>
          <Link to={paths.settings} className={styles.accountItem} onClick={onNavigate}>
            <SettingOutlined aria-hidden />
            Settings
          </Link>
        </li>
        <li className={styles.accountSeparator}>
          <button
            type="button"
            className={styles.accountItem}
            disabled={pending}
            onClick={() => {
              onNavigate();
              void logout();
            }}
          >
            <LogoutOutlined aria-hidden />
            Logout
          </button>
        </li>
      </ul>
    </NavDropdown>
  );
}
