import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { BarChartOutlined, LockOutlined, RocketOutlined, BellOutlined, DashboardOutlined, DownOutlined, LogoutOutlined, SettingOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import { products } from '@/config/products';
import type { User } from '@/lib/session';
import { useLogout } from '@/lib/use-logout';
import { AccountSummary } from './AccountSummary';
import styles from './Header.module.css';
import { pricingMenuItems, resourceMenuItems } from './nav-items';
import { formatBadgeCount } from './unread-count';

interface MobileMenuProps {
  id: string;
  ref?: Ref<HTMLDivElement>;
  user: User | null;
  /** Signed out for sure (not while a stored session is being checked). */
  signedOut: boolean;
  unreadCount: number;
  onNavigate: () => void;
}

/** The header's navigation for narrow screens, with a collapsible Products list; mirrors the account menu. */
export function MobileMenu({ id, ref, user, signedOut, unreadCount, onNavigate }: MobileMenuProps) {
  const [productsOpen, setProductsOpen] = useState(false);
  const { logout, pending } = useLogout();
  return (
    <div id={id} ref={ref} className={styles.mobileMenu}>
      <nav aria-label="Mobile" className="pf-container">
        <button
          type="button"
          className={styles.mobileSection}
          aria-expanded={productsOpen}
          aria-controls={`${id}-products`}
          onClick={() => setProductsOpen((open) => !open)}
        >
          Products
          <DownOutlined className={productsOpen ? `${styles.caret} ${styles.caretOpen}` : styles.caret} aria-hidden />
        </button>
        <ul id={`${id}-products`} hidden={!productsOpen} className={styles.mobileList}>
          {products.map(({ name, path, icon: Icon }) => (
            <li key={path}>
              <Link to={path} className={styles.mobileLink} onClick={onNavigate}>
                <Icon aria-hidden />
                {name}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.mobileHeading}>Pricing</p>
        <ul className={styles.mobileList}>
          {pricingMenuItems.map(({ label, to }) => (
            <li key={label}>
              <Link to={to} className={styles.mobileLink} onClick={onNavigate}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={paths.documentation} className={styles.mobileSection} onClick={onNavigate}>
          Documentation
        </Link>
        <p className={styles.mobileHeading}>Resources</p>
        <ul className={styles.mobileList}>
          {resourceMenuItems.map(({ label, to }) => (
            <li key={label}>
              <Link to={to} className={styles.mobileLink} onClick={onNavigate}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        {user && (
          <div className={styles.mobileAccount}>
            <AccountSummary user={user} />
            <ul className={styles.mobileList}>
              <li>
                <Link to={paths.notifications} className={styles.mobileLink} onClick={onNavigate}>
                  <BellOutlined aria-hidden />
                  Notifications
                  {unreadCount > 0 && (
                    <span className={styles.mobileCount}>
                      {formatBadgeCount(unreadCount)}
                      <span className="pf-visually-hidden"> unread</span>
                    </span>
                  )}
                </Link>
              </li>
              <li>
                <Link to={paths.dashboard} className={styles.mobileLink} onClick={onNavigate}>
                  <DashboardOutlined aria-hidden />
                  Dashboard
                </Link>
              </li>
              <li>
                <Link to={paths.usage} className={styles.mobileLink} onClick={onNavigate}>
                  <BarChartOutlined aria-hidden />
                  Usage
                </Link>
              </li>
              <li>
                <Link to={paths.seoAudit} className={styles.mobileLink} onClick={onNavigate}>
                  <RocketOutlined aria-hidden />
                  SEO Audit
                </Link>
              </li>
              <li>
                <Link to={paths.securityCompliance} className={styles.mobileLink} onClick={onNavigate}>
                  <LockOutlined aria-hidden />
                  Security &amp; Compliance
                </Link>
              </li>
              <li>
                <Link to={paths.settings} className={styles.mobileLink} onClick={onNavigate}>
                  <SettingOutlined aria-hidden />
                  Settings
                </Link>
              </li>
            </ul>
            <button
              type="button"
              className="pf-btn pf-btn-secondary pf-btn-block"
              disabled={pending}
              onClick={() => {
                onNavigate();
                void logout();
              }}
            >
              <LogoutOutlined aria-hidden />
              Logout
            </button>
          </div>
        )}
        {signedOut && (
          <div className={styles.mobileAuth}>
            <Link to={paths.login} className="pf-btn pf-btn-secondary pf-btn-block" onClick={onNavigate}>
              Sign In
            </Link>
            <Link to={paths.register} className="pf-btn pf-btn-primary pf-btn-block" onClick={onNavigate}>
              Get Started
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}
