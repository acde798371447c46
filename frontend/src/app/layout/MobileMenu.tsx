import DownOutlined from '@ant-design/icons/DownOutlined';
import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { products } from '@/config/products';
import type { SessionUser } from '@/lib/session';
import styles from './Header.module.css';
import { pricingMenuItems } from './nav-items';

interface MobileMenuProps {
  id: string;
  ref?: Ref<HTMLDivElement>;
  user: SessionUser | null;
  onNavigate: () => void;
}

/** The header's navigation for narrow screens, with a collapsible Products list. */
export function MobileMenu({ id, ref, user, onNavigate }: MobileMenuProps) {
  const [productsOpen, setProductsOpen] = useState(false);
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
        {user === null && (
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
