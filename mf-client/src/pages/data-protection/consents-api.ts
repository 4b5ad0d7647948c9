import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consentSchema } from '@wellness/contracts';
import type { Consent, ConsentKind, HealthConsentState, PhotoConsent } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { API, KEYS, useConsent, usePhotoConsents, useRefreshWeek } from '../../api';

// Her three consents, each read from and withdrawn at the service that holds it: health data and
// before/after photos (checkin), marketing emails (notification's suppression list).

export const MARKETING_CONSENT_URL = '/api/notifications/marketing-consent';
export const MARKETING_KEY = ['notification', 'marketing-consent'] as const;

/** Her health-data consent (onboarding) as a consent row. */
export function healthConsent(state: HealthConsentState): Consent {
  return {
    kind: 'health_data',
    given: state.given,
    givenAt: state.givenAt,
    withdrawnAt: state.withdrawnAt,
  };
}

/** Her before/after consents, one per pair, as one row: given while any pair's stands. */
export function photoConsent(pairs: readonly PhotoConsent[]): Consent {
  const standing = pairs.filter((p) => !p.withdrawnAt);
  const latest = (dates: (string | null)[]) =>
    dates
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1) ?? null;
  return {
    kind: 'photo_marketing',
    given: standing.length > 0,
    givenAt: latest(standing.map((p) => p.givenAt)) ?? latest(pairs.map((p) => p.givenAt)),
    withdrawnAt: standing.length ? null : latest(pairs.map((p) => p.withdrawnAt)),
  };
}

export function useMarketingConsent() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: MARKETING_KEY,
    queryFn: async () => consentSchema.parse(await apiRequest('GET', MARKETING_CONSENT_URL)),
  });
}

/** Each consent's row, or its loading or failed state. */
export function useConsents() {
  const health = useConsent();
  const photos = usePhotoConsents();
  const marketing = useMarketingConsent();
  return {
    health_data: { ...health, consent: health.data && healthConsent(health.data) },
    marketing_emails: { ...marketing, consent: marketing.data },
    photo_marketing: { ...photos, consent: photos.data && photoConsent(photos.data.items) },
  } satisfies Record<ConsentKind, unknown>;
}

/** Marketing emails again, after she withdrew (or unsubscribed from) them. */
export function useGiveMarketingConsent() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      consentSchema.parse(await apiRequest('POST', `${MARKETING_CONSENT_URL}/give`)),
    onSuccess: (consent) => client.setQueryData(MARKETING_KEY, consent),
  });
}

/** Withdraws one consent at the service that holds it, then reads it again. */
export function useWithdrawConsent() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  const refreshWeek = useRefreshWeek();
  return useMutation({
    mutationFn: async ({ kind, pairs }: { kind: ConsentKind; pairs: readonly PhotoConsent[] }) => {
      if (kind === 'health_data') {
        await apiRequest('POST', API.consentWithdraw);
        await refreshWeek();
      } else if (kind === 'marketing_emails') {
        await apiRequest('POST', `${MARKETING_CONSENT_URL}/withdraw`);
        await client.invalidateQueries({ queryKey: MARKETING_KEY });
      } else {
        for (const pair of pairs.filter((p) => !p.withdrawnAt))
          await apiRequest('POST', API.photoConsentWithdraw, {
            beforePhotoId: pair.beforePhotoId,
            afterPhotoId: pair.afterPhotoId,
          });
        await client.invalidateQueries({ queryKey: KEYS.photoConsents });
      }
    },
  });
}
