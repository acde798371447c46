/**
 * The contact form's checks (tool-screens spec §5: all four fields required, a valid e-mail), with the server's
 * messages and caps (POST /api/contact/send-email), so the form refuses what the server would refuse.
 */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

const LABELS: Record<keyof ContactValues, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContactField(field: keyof ContactValues, values: Partial<ContactValues>): string | undefined {
  const value = (values[field] ?? '').trim();
  if (!value) return `${LABELS[field]} is required.`;
  if ([...value].length > CONTACT_LIMITS[field]) return `${LABELS[field]} must be at most ${CONTACT_LIMITS[field]} characters.`;
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'Please enter a valid email address.';
  return undefined;
}
