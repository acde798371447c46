import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/auth/change-password → { token }: a fresh session token. The server ends every other
 * session, including the one the old token belonged to, so the caller must store the new token.
 */
export function changePassword(input: ChangePasswordInput): Promise<{ token: string }> {
  return apiRequest('post', '/api/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
