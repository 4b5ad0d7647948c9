import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  checkoutResponseSchema,
  checkoutStatusSchema,
  clientBillingSchema,
  portalResponseSchema,
} from '@wellness/contracts';
import type { CheckoutResponse, ClientBilling } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';

// The crm's billing endpoints the client area calls (packages/contracts/src/api/crm/payments.ts),
// each answer checked against its contract.

export const BILLING_API = {
  me: '/api/billing/me',
  checkout: '/api/checkout',
  checkoutStatus: (sessionId: string) => `/api/checkout/${encodeURIComponent(sessionId)}`,
  portal: '/api/billing/portal',
  cancel: '/api/billing/cancel',
  receiptPdf: (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt.pdf`,
} as const;

export const BILLING_KEYS = {
  me: ['billing', 'me'] as const,
  checkout: (sessionId: string) => ['billing', 'checkout', sessionId] as const,
};

/** How often, and for how long, a return from Stripe asks whether the payment is confirmed. */
export const CHECKOUT_POLL_MS = 1000;
export const CHECKOUT_POLL_LIMIT_MS = 60_000;

export function useBilling() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: BILLING_KEYS.me,
    queryFn: async () => clientBillingSchema.parse(await apiRequest('GET', BILLING_API.me)),
  });
}

/**
 * Whether Stripe's webhook has confirmed this checkout: asked every second until it is paid or
 * expired, or until `stopped` (the page gave up waiting).
 */
export function useCheckoutStatus(sessionId: string | null, stopped: boolean) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: BILLING_KEYS.checkout(sessionId ?? ''),
    enabled: sessionId !== null,
    queryFn: async () =>
      checkoutStatusSchema.parse(
        await apiRequest('GET', BILLING_API.checkoutStatus(sessionId ?? '')),
      ),
    refetchInterval: (query) =>
      stopped || (query.state.data && query.state.data.status !== 'pending')
        ? false
        : CHECKOUT_POLL_MS,
    retry: 2,
  });
}

/** Starts paying for a plan: Stripe Checkout's address, or bank transfer (her billing refreshes). */
export function useStartCheckout() {
  const { apiRequest } = useShellServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (planId: string): Promise<CheckoutResponse> => {
      const answer = checkoutResponseSchema.parse(
        await apiRequest('POST', BILLING_API.checkout, { planId }),
      );
      if (answer.mode === 'bank_transfer')
        await queryClient.invalidateQueries({ queryKey: BILLING_KEYS.me });
      return answer;
    },
    [apiRequest, queryClient],
  );
}

/** The address of Stripe's customer portal, where she updates her card. */
export function useOpenPortal() {
  const { apiRequest } = useShellServices();
  return useCallback(
    async () => portalResponseSchema.parse(await apiRequest('POST', BILLING_API.portal)).url,
    [apiRequest],
  );
}

/** Cancels at the end of the period; the cache holds the answer at once. */
export function useCancelSubscription() {
  const { apiRequest } = useShellServices();
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<ClientBilling> => {
    const billing = clientBillingSchema.parse(await apiRequest('POST', BILLING_API.cancel));
    queryClient.setQueryData(BILLING_KEYS.me, billing);
    return billing;
  }, [apiRequest, queryClient]);
}

/** After a confirmed checkout: her billing again. */
export function useRefreshBilling() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: BILLING_KEYS.me }),
    [queryClient],
  );
}
