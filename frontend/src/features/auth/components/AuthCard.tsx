import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/BrandLogo';
import { paths } from '@/config/paths';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** A short line under the form. */
  note?: string;
  footer: ReactNode;
}

/** The frame of the sign-in and registration screens: brand, heading, the form, a link to the other screen. */
export function AuthCard({ title, subtitle, children, note, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <Link to={paths.home} className={styles.brand} aria-label="PromptForge home">
          <BrandMark size={40} />
        </Link>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        <div className={styles.body}>{children}</div>
        {note && <p className={styles.note}>{note}</p>}
        <p className={styles.footer}>{footer}</p>
      </section>
    </div>
  );
}
