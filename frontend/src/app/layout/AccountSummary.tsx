import { Avatar } from '@/components/Avatar';
import type { User } from '@/lib/session';
import styles from './Header.module.css';

/** Avatar, name and e-mail at the top of the account menus (desktop dropdown and mobile drawer). */
export function AccountSummary({ user }: { user: User }) {
  return (
    <div className={styles.accountHead}>
      <Avatar name={user.name} imageUrl={user.profileImageUrl} size={40} />
      <div className={styles.accountText}>
        <p className={styles.accountName}>{user.name}</p>
        <p className={styles.accountEmail}>{user.email}</p>
      </div>
    </div>
  );
}
