import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/BrandLogo';
import { CloseOutlined, MenuOutlined } from '@/components/icons';
import { useDismiss } from '@/components/use-dismiss';
import { paths } from '@/config/paths';
import { products } from '@/config/products';
import { BRAND } from '@/config/site';
import { useSession } from '@/lib/session';
import { AccountMenu } from './AccountMenu';
import styles from './Header.module.css';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import { NotificationsLink } from './NotificationsLink';
import { pricingMenuItems } from './nav-items';
import { ThemeToggle } from './ThemeToggle';
import { useUnreadNotificationCount } from './unread-count';

type OpenMenu = 'products' | 'pricing' | 'account' | null;

/**
 * Core spec §2 header. Signed out: Sign In and Get Started. Signed in: the notifications icon (with
 * the unread count) and the avatar menu. Plain HTML and CSS: the landing page loads no antd.
 */
export function Header() {
  const { status, user } = useSession();
  const unreadCount = useUnreadNotificationCount(user !== null);
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileRef = useRef<HTMLDivElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  useDismiss(mobileOpen, () => setMobileOpen(false), [mobileRef, hamburgerRef], hamburgerRef);

  const toggle = (menu: Exclude<OpenMenu, null>) => (open: boolean) => setOpenMenu(open ? menu : null);
  const closeAll = () => {
    setOpenMenu(null);
    setMobileOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={`pf-container ${styles.bar}`}>
        <Link to={paths.home} className={styles.brand} onClick={closeAll}>
          <BrandMark />
          <span>{BRAND}</span>
        </Link>

        <nav className={styles.desktopNav} aria-label="Main">
          <NavDropdown
            label="Products"
            open={openMenu === 'products'}
            onOpenChange={toggle('products')}
            className={styles.productsDropdown}
            panelClassName={styles.productsPanel}
          >
            <ul className={styles.productsGrid}>
              {products.map(({ name, path, summary, icon: Icon }) => (
                <li key={path}>
                  <Link to={path} className={styles.productItem} onClick={closeAll}>
                    <span className={styles.productIcon}>
                      <Icon aria-hidden />
                    </span>
                    <span>
                      <span className={styles.productName}>{name}</span>
                      <span className={styles.productSummary}>{summary}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </NavDropdown>
          <NavDropdown
            label="Pricing"
            open={openMenu === 'pricing'}
            onOpenChange={toggle('pricing')}
            panelClassName={styles.pricingPanel}
          >
            <ul className={styles.menuList}>
              {pricingMenuItems.map(({ label, summary, to }) => (
                <li key={label}>
                  <Link to={to} className={styles.menuItem} onClick={closeAll}>
                    <span className={styles.productName}>{label}</span>
                    <span className={styles.productSummary}>{summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </NavDropdown>
          <Link to={paths.documentation} className={styles.navLink} onClick={closeAll}>
            Documentation
          </Link>
        </nav>

        <div className={styles.actions}>
          <ThemeToggle />
          {user && <NotificationsLink count={unreadCount} onNavigate={closeAll} />}
          {user && (
            <AccountMenu user={user} open={openMenu === 'account'} onOpenChange={toggle('account')} onNavigate={closeAll} />
          )}
          {status === 'signed-out' && (
            <div className={styles.authLinks}>
              <Link to={paths.login} className={styles.navLink}>
                Sign In
              </Link>
              <Link to={paths.register} className="pf-btn pf-btn-primary">
                Get Started
              </Link>
            </div>
          )}
          <button
            ref={hamburgerRef}
            type="button"
            className={`${styles.iconButton} ${styles.hamburger}`}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileOpen}
            aria-controls="pf-mobile-menu"
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseOutlined aria-hidden /> : <MenuOutlined aria-hidden />}
          </button>
        </div>
      </div>
      {mobileOpen && <MobileMenu ref={mobileRef} id="pf-mobile-menu" user={user} signedOut={status === 'signed-out'} unreadCount={unreadCount} onNavigate={closeAll} />}
    </header>
  );
}
