import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientBillingSchema,
  financeSummarySchema,
  pagedSchema,
  paymentPlanSchema,
  paymentSchema,
} from '@wellness/contracts';
import type {
  ManualPaymentInput,
  PaymentListQuery,
  PaymentPlan,
  PaymentPlanInput,
  PaymentPlanUpdate,
} from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { toQueryString } from '../lib/url-state';
import { CLIENTS_URL } from './clients';
import { SUMMARY_URL } from './dashboard';
import { useGet } from './request';

export const PLANS_URL = '/api/payment-plans';
export const PAYMENTS_URL = '/api/payments';
export const FINANCE_SUMMARY_URL = '/api/finances/summary';
export const BILLING_URL = '/api/billing/clients';

const planListSchema = {
  parse: (value: unknown): PaymentPlan[] => {
    if (!Array.isArray(value)) throw new Error('Unexpected answer from the plan list');
    return value.map((item) => paymentPlanSchema.parse(item));
  },
};
const paymentPageSchema = pagedSchema(paymentSchema);
const billingUrl = (clientId: string) => `${BILLING_URL}/${encodeURIComponent(clientId)}`;
const paymentUrl = (id: string) => `${PAYMENTS_URL}/${encodeURIComponent(id)}`;

/** The receipt of a paid payment, a PDF served after an access check. */
export const receiptHref = (id: string) => `${paymentUrl(id)}/receipt.pdf`;

/** Every plan, archived ones too (the coach's list). */
export function usePaymentPlans() {
  const get = useGet();
  return useQuery({ queryKey: [PLANS_URL], queryFn: () => get(PLANS_URL, planListSchema) });
}

export function useFinanceSummary() {
  const get = useGet();
  return useQuery({
    queryKey: [FINANCE_SUMMARY_URL],
    queryFn: () => get(FINANCE_SUMMARY_URL, financeSummarySchema),
  });
}

export function usePayments(query: PaymentListQuery) {
  const get = useGet();
  return useQuery({
    queryKey: [PAYMENTS_URL, query],
    queryFn: () => get(`${PAYMENTS_URL}${toQueryString({ ...query })}`, paymentPageSchema),
    placeholderData: keepPreviousData,
  });
}

export function useClientBilling(clientId: string) {
  const get = useGet();
  return useQuery({
    queryKey: [BILLING_URL, clientId],
    queryFn: () => get(billingUrl(clientId), clientBillingSchema),
  });
}

/** Everything a payment or a plan changes: the lists, the figures, her billing, the client table. */
function useInvalidateMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [PLANS_URL, PAYMENTS_URL, FINANCE_SUMMARY_URL, BILLING_URL, SUMMARY_URL, CLIENTS_URL].map(
        (url) => client.invalidateQueries({ queryKey: [url] }),
      ),
    );
}

export function useCreatePlan() {
  const { apiRequest } = useShellServices();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: async (input: PaymentPlanInput) =>
      paymentPlanSchema.parse(await apiRequest('POST', PLANS_URL, input)),
    onSuccess: invalidate,
  });
}

/** Edits a plan; `{ active: false }` archives it and `{ active: true }` restores it. */
export function useUpdatePlan() {
  const { apiRequest } = useShellServices();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: PaymentPlanUpdate }) =>
      paymentPlanSchema.parse(
        await apiRequest('PATCH', `${PLANS_URL}/${encodeURIComponent(id)}`, patch),
      ),
    onSuccess: invalidate,
  });
}

export function useRecordPayment() {
  const { apiRequest } = useShellServices();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: async (input: ManualPaymentInput) =>
      paymentSchema.parse(await apiRequest('POST', `${PAYMENTS_URL}/manual`, input)),
    onSuccess: invalidate,
  });
}

/** Refunds the whole payment, or `amountMinor` of it. */
export function useRefundPayment() {
  const { apiRequest } = useShellServices();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: async ({ id, amountMinor }: { id: string; amountMinor?: number }) =>
      paymentSchema.parse(
        await apiRequest('POST', `${paymentUrl(id)}/refund`, amountMinor ? { amountMinor } : {}),
      ),
    onSuccess: invalidate,
  });
}

/** Offers her one plan, or every active plan (`null`). */
export function useOfferPlan(clientId: string) {
  const { apiRequest } = useShellServices();
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: async (planId: string | null) =>
      clientBillingSchema.parse(
        await apiRequest('PUT', `${billingUrl(clientId)}/offer`, { planId }),
      ),
    onSuccess: invalidate,
  });
}

/** The payments the current filters show (every page) as CSV: `GET /api/payments/export`. */
export function useExportPayments() {
  const { apiRequest } = useShellServices();
  return useMutation({
    mutationFn: async (query: Omit<PaymentListQuery, 'page' | 'pageSize'>) => {
      const text = await apiRequest<unknown>(
        'GET',
        `${PAYMENTS_URL}/export${toQueryString({ ...query })}`,
      );
      if (typeof text !== 'string') throw new Error('The export did not answer with a CSV file');
      return text;
    },
  });
}
