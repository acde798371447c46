import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/** DELETE /api/auth/me → 204: the account and everything it owns are gone. */
export async function deleteAccount(): Promise<void> {
  await apiRequest('delete', '/api/auth/me');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
