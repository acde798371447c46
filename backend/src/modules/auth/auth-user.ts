/** Who is calling, as established by the authentication guard; passed explicitly to services. */
export interface AuthUser {
  userId: string;
  /** A session signed in with the password, or an API key. */
  via: 'session' | 'api-key';
  sessionId?: string;
  apiKeyId?: string;
}
