import { useState } from 'react';
import { avatarInitial } from '@/lib/avatar';
import styles from './Avatar.module.css';

interface AvatarProps {
  name: string | null | undefined;
  imageUrl?: string | null;
  size?: number;
}

/**
 * Core spec §2: the profile image, else the first letter of the name in upper case, else 'U'. An
 * image that fails to load (gone, or blocked by the CSP) falls back to the letter. Decorative: the
 * control around it carries the accessible name.
 */
export function Avatar({ name, imageUrl, size = 36 }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: Math.round(size * 0.44) }} aria-hidden="true">
      {showImage ? (
        <img src={imageUrl ?? undefined} alt="" className={styles.image} onError={() => setFailedUrl(imageUrl ?? null)} />
      ) : (
        <span data-testid="avatar-initial">{avatarInitial(name)}</span>
      )}
    </span>
  );
}
