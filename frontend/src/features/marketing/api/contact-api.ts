import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import type { components } from '@/api/schema.gen';

export type SendContactEmailDto = components['schemas']['SendContactEmailDto'];

/** POST /api/contact/send-email → { success, message }. */
export function sendContactEmail(body: SendContactEmailDto) {
  return apiRequest('post', '/api/contact/send-email', body);
}

export function useSendContactEmail() {
  return useMutation({ mutationFn: sendContactEmail });
}
