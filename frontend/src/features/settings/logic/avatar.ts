import { avatarInitial } from '@/lib/avatar';

export interface AvatarContent {
  /** The profile image, when the user has one. */
  src?: string;
  /** Shown when there is no image (or it fails to load): first letter of the name upper-cased, else 'U'. */
  initial: string;
}

/** What the profile avatar shows (core spec §2): the profile image, else the name's first letter, else 'U'. */
export function avatarContent(user: { name?: string | null; profileImageUrl?: string | null }): AvatarContent {
  const src = user.profileImageUrl?.trim();
  return src ? { src, initial: avatarInitial(user.name) } : { initial: avatarInitial(user.name) };
}
