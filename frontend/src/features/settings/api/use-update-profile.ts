import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type UpdateProfileInput = components['schemas']['UpdateProfileDto'];
export type UserDto = components['schemas']['UserDto'];

/** PATCH /api/auth/me → the updated user. */
export function updateProfile(input: UpdateProfileInput): Promise<UserDto> {
  return apiRequest('patch', '/api/auth/me', input);
}

/** The caller refreshes the session's user afterwards (session.refresh()). */
export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
