/**
 * The avatar's fallback letter (core spec §2 header): the first letter of the name in upper case,
 * else 'U'.
 */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase('en-US') : 'U';
}
