import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailDetailSchema,
  emailListResponseSchema,
  emailPreviewSchema,
  emailTemplateDetailSchema,
  emailTemplateSummarySchema,
  emailTestSentSchema,
} from '@wellness/contracts';
import type {
  EmailListQuery,
  EmailPreviewRequest,
  EmailTemplateDetail,
  EmailTemplateSummary,
  EmailTemplateUpdate,
} from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { toQueryString } from '../lib/url-state';
import { useGet } from './request';

export const TEMPLATES_URL = '/api/email-templates';
export const EMAILS_URL = '/api/emails';

const templateUrl = (key: string) => `${TEMPLATES_URL}/${encodeURIComponent(key)}`;
const templateListSchema = {
  parse: (value: unknown): EmailTemplateSummary[] => {
    if (!Array.isArray(value)) throw new Error('Unexpected answer from the template list');
    return value.map((item) => emailTemplateSummarySchema.parse(item));
  },
};

/** Every template, transactional and marketing (GET /api/email-templates). */
export function useEmailTemplates() {
  const get = useGet();
  return useQuery({
    queryKey: [TEMPLATES_URL, 'list'],
    queryFn: () => get(TEMPLATES_URL, templateListSchema),
  });
}

/** One template with its fields, defaults and earlier versions. */
export function useEmailTemplate(key: string) {
  const get = useGet();
  return useQuery({
    queryKey: [TEMPLATES_URL, 'detail', key],
    queryFn: () => get(templateUrl(key), emailTemplateDetailSchema),
  });
}

/** After a save or a restore: the detail from the answer, and a fresh list (its "Edited" badge). */
function useStoreTemplate(key: string) {
  const client = useQueryClient();
  return (detail: EmailTemplateDetail) => {
    client.setQueryData([TEMPLATES_URL, 'detail', key], detail);
    return client.invalidateQueries({ queryKey: [TEMPLATES_URL, 'list'] });
  };
}

/** PUT: a new version (a 400 names an unknown merge field or an empty subject). */
export function useSaveTemplate(key: string) {
  const { apiRequest } = useShellServices();
  const store = useStoreTemplate(key);
  return useMutation({
    mutationFn: async (update: EmailTemplateUpdate) =>
      emailTemplateDetailSchema.parse(await apiRequest('PUT', templateUrl(key), update)),
    onSuccess: store,
  });
}

/** An earlier version (its number) or the platform's default. */
export function useRestoreTemplate(key: string) {
  const { apiRequest } = useShellServices();
  const store = useStoreTemplate(key);
  return useMutation({
    mutationFn: async (version: number | 'default') =>
      emailTemplateDetailSchema.parse(
        await apiRequest('POST', `${templateUrl(key)}/restore`, { version }),
      ),
    onSuccess: store,
  });
}

/** The template rendered with a client's data or the samples; with subject and body, unsaved text. */
export function useTemplatePreview(key: string, request: EmailPreviewRequest) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: [TEMPLATES_URL, 'preview', key, request],
    queryFn: async () =>
      emailPreviewSchema.parse(await apiRequest('POST', `${templateUrl(key)}/preview`, request)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** "Send me a test": the preview, to the coach's own address. */
export function useSendTestEmail(key: string) {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: EmailPreviewRequest) =>
      emailTestSentSchema.parse(await apiRequest('POST', `${templateUrl(key)}/test`, request)),
    onSuccess: () => client.invalidateQueries({ queryKey: [EMAILS_URL] }),
  });
}

/** The sent log, newest first (GET /api/emails?page&pageSize&search). */
export function useSentEmails(query: EmailListQuery) {
  const get = useGet();
  return useQuery({
    queryKey: [EMAILS_URL, 'list', query],
    queryFn: () => get(`${EMAILS_URL}${toQueryString({ ...query })}`, emailListResponseSchema),
    placeholderData: keepPreviousData,
  });
}

/** One email exactly as sent. */
export function useSentEmail(id: string) {
  const get = useGet();
  return useQuery({
    queryKey: [EMAILS_URL, 'detail', id],
    queryFn: () => get(`${EMAILS_URL}/${encodeURIComponent(id)}`, emailDetailSchema),
  });
}

/** Sends a failed email again (POST /api/emails/:id/resend): back in the queue as it was. */
export function useResendEmail(id: string) {
  const client = useQueryClient();
  const { apiRequest } = useShellServices();
  return useMutation({
    mutationFn: async () =>
      emailDetailSchema.parse(
        await apiRequest('POST', `${EMAILS_URL}/${encodeURIComponent(id)}/resend`, {}),
      ),
    onSuccess: (email) => {
      client.setQueryData([EMAILS_URL, 'detail', id], email);
      return client.invalidateQueries({ queryKey: [EMAILS_URL, 'list'] });
    },
  });
}
