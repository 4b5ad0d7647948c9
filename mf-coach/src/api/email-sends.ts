import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { audienceCountSchema, emailSendListSchema, emailSendSchema } from '@wellness/contracts';
import type { Audience, EmailSendRequest } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { EMAILS_URL } from './email-templates';
import { useGet } from './request';

export const EMAIL_SENDS_URL = '/api/email-sends';
const AUDIENCE_URL = `${EMAILS_URL}/audience`;

/** Who a send would reach (POST /api/emails/audience); off while `audience` is null. */
export function useAudienceCount(audience: Audience | null) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: [AUDIENCE_URL, audience],
    queryFn: async () =>
      audienceCountSchema.parse(await apiRequest('POST', AUDIENCE_URL, { audience })),
    enabled: audience !== null,
    retry: false,
  });
}

/** The coach's sends, newest first (GET /api/email-sends). */
export function useEmailSends() {
  const get = useGet();
  return useQuery({
    queryKey: [EMAIL_SENDS_URL],
    queryFn: () => get(EMAIL_SENDS_URL, emailSendListSchema),
  });
}

function useRefreshSends() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [EMAIL_SENDS_URL] }),
      client.invalidateQueries({ queryKey: [EMAILS_URL, 'list'] }),
    ]);
}

/** POST /api/emails: a one-off or segment send, now or at `sendAt` (400s name the problem). */
export function useSendEmail() {
  const { apiRequest } = useShellServices();
  const refresh = useRefreshSends();
  return useMutation({
    mutationFn: async (request: EmailSendRequest) =>
      emailSendSchema.parse(await apiRequest('POST', EMAILS_URL, request)),
    onSuccess: refresh,
  });
}

/** Cancels a scheduled send that has not started. */
export function useCancelSend() {
  const { apiRequest } = useShellServices();
  const refresh = useRefreshSends();
  return useMutation({
    mutationFn: async (id: string) =>
      emailSendSchema.parse(
        await apiRequest('POST', `${EMAIL_SENDS_URL}/${encodeURIComponent(id)}/cancel`, {}),
      ),
    onSettled: refresh,
  });
}
