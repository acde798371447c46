import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/BrandLogo';
import { GithubOutlined, LinkedinOutlined, XOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import { BRAND, copyrightLine, footerLinkGroups, type SocialLink, socialLinks } from '@/config/site';
import styles from './Footer.module.css';

const SOCIAL_ICONS = { github: GithubOutlined, x: XOutlined, linkedin: LinkedinOutlined } as const;

export function Footer({ now, social = socialLinks }: { now?: Date; social?: readonly SocialLink[] }) {
  return (
    <footer className={styles.footer}>
      <div className={`pf-container ${styles.inner}`}>
        <div className={styles.about}>
          <Link to={paths.home} className={styles.brand}>
            <BrandMark size={24} />
            <span>{BRAND}</span>
          </Link>
          <p className={styles.tagline}>Write, test, measure and ship prompts for large language models.</p>
          {social.length > 0 && (
          <ul className={styles.social}>
            {social.map(({ network, label, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a href={href} aria-label={label} className={styles.socialLink} target="_blank" rel="noopener noreferrer">
                    <Icon aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
          )}
        </div>
        {footerLinkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title} className={styles.group}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul>
              {group.links.map(({ label, to }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`pf-container ${styles.bottom}`}>
        <p>{copyrightLine(now)}</p>
      </div>
    </footer>
  );
}
