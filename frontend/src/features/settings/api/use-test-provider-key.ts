import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';
import type { Provider } from './use-provider-keys';

export type ProviderKeyTestResult = components['schemas']['ProviderKeyTestResultDto'];

/**
 * POST /api/user/provider-keys/{provider}/test: one minimal real call with the key in effect. The
 * provider's own error comes back as `ok: false` with its message; no key at all is a 404.
 */
export function testProviderKey(provider: Provider): Promise<ProviderKeyTestResult> {
  return apiRequest('post', '/api/user/provider-keys/{provider}/test', undefined, { params: { path: { provider } } });
}

export function useTestProviderKey() {
  return useMutation({ mutationFn: testProviderKey });
}
