import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  automationListSchema,
  automationSaveResultSchema,
  automationSchema,
  enrolmentListSchema,
} from '@wellness/contracts';
import type { Automation, AutomationInput, ENROLMENT_STATUSES } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { toQueryString } from '../lib/url-state';
import { useGet } from './request';

export const AUTOMATIONS_URL = '/api/automations';
const automationUrl = (id: string) => `${AUTOMATIONS_URL}/${encodeURIComponent(id)}`;

/** Every automation with its statistics (GET /api/automations). */
export function useAutomations() {
  const get = useGet();
  return useQuery({
    queryKey: [AUTOMATIONS_URL, 'list'],
    queryFn: () => get(AUTOMATIONS_URL, automationListSchema),
  });
}

function useStoreAutomation() {
  const client = useQueryClient();
  return (automation: Automation) => {
    client.setQueryData<{ items: Automation[] }>(
      [AUTOMATIONS_URL, 'list'],
      (list) =>
        list && {
          items: list.items.some((a) => a.id === automation.id)
            ? list.items.map((a) => (a.id === automation.id ? automation : a))
            : [...list.items, automation],
        },
    );
    return client.invalidateQueries({ queryKey: [AUTOMATIONS_URL] });
  };
}

/** POST: a new automation (answered 201 with it). */
export function useCreateAutomation() {
  const { apiRequest } = useShellServices();
  const store = useStoreAutomation();
  return useMutation({
    mutationFn: async (input: AutomationInput) =>
      automationSchema.parse(await apiRequest('POST', AUTOMATIONS_URL, input)),
    onSuccess: store,
  });
}

/** PUT: saves it, answering what became of the enrolments running. */
export function useSaveAutomation(id: string) {
  const { apiRequest } = useShellServices();
  const store = useStoreAutomation();
  return useMutation({
    mutationFn: async (input: AutomationInput) =>
      automationSaveResultSchema.parse(await apiRequest('PUT', automationUrl(id), input)),
    onSuccess: (result) => store(result.automation),
  });
}

/** Switches it on or off (off stops its pending steps). */
export function useSetAutomationEnabled() {
  const { apiRequest } = useShellServices();
  const store = useStoreAutomation();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      automationSchema.parse(
        await apiRequest('POST', `${automationUrl(id)}/${enabled ? 'enable' : 'disable'}`, {}),
      ),
    onSuccess: store,
  });
}

export interface EnrolmentQuery {
  status?: (typeof ENROLMENT_STATUSES)[number];
  page: number;
  pageSize: number;
}

/** Its enrolments, a page at a time, optionally of one status. */
export function useEnrolments(id: string, query: EnrolmentQuery) {
  const get = useGet();
  return useQuery({
    queryKey: [AUTOMATIONS_URL, 'enrolments', id, query],
    queryFn: () =>
      get(`${automationUrl(id)}/enrolments${toQueryString({ ...query })}`, enrolmentListSchema),
    placeholderData: keepPreviousData,
  });
}
