import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

type LoginDto = components['schemas']['LoginDto'];
type RegisterDto = components['schemas']['RegisterDto'];

/** POST /api/auth/login → { token, user }. */
export function login(body: LoginDto) {
  return apiRequest('post', '/api/auth/login', body);
}

/** POST /api/auth/register → { token, user }; the account starts its 7-day trial. */
export function register(body: RegisterDto) {
  return apiRequest('post', '/api/auth/register', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
