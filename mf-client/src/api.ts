import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import {
  checkinDetailSchema,
  checkinDraftSchemaOut,
  checkinHistorySchema,
  healthConsentStateSchema,
  onboardingStateSchema,
  photoConsentListSchema,
  photoListSchema,
  photoSchema,
  progressSchema,
} from '@wellness/contracts';
import type { Photo, PhotoPair, PhotoPose } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { readUnits, writeUnits, writeUnitsCookie } from './lib/units';
import type { Units } from './lib/units';

// The checkin service's endpoints the client area calls (packages/contracts/src/api), and a query
// per answer, each checked against its contract.

export const API = {
  onboarding: '/api/onboarding',
  onboardingComplete: '/api/onboarding/complete',
  consent: '/api/onboarding/consent',
  consentWithdraw: '/api/onboarding/consent/withdraw',
  checkins: '/api/checkins',
  draft: '/api/checkins/draft',
  progress: '/api/checkins/progress',
  checkin: (id: string) => `/api/checkins/${encodeURIComponent(id)}`,
  photos: '/api/photos',
  photoConsents: '/api/photos/consents',
  photoConsentWithdraw: '/api/photos/consents/withdraw',
  photo: (id: string) => `/api/photos/${encodeURIComponent(id)}`,
} as const;

/** Query keys: everything of her week starts with `checkin` (one invalidation after a submit). */
export const KEYS = {
  onboarding: ['checkin', 'onboarding'] as const,
  consent: ['checkin', 'consent'] as const,
  history: ['checkin', 'history'] as const,
  progress: ['checkin', 'progress'] as const,
  draft: ['checkin', 'draft'] as const,
  checkin: (id: string) => ['checkin', 'detail', id] as const,
  photos: ['checkin', 'photos'] as const,
  photoConsents: ['checkin', 'photos', 'consents'] as const,
};

export function useOnboarding() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.onboarding,
    queryFn: async () => onboardingStateSchema.parse(await apiRequest('GET', API.onboarding)),
  });
}

export function useConsent() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.consent,
    queryFn: async () => healthConsentStateSchema.parse(await apiRequest('GET', API.consent)),
  });
}

export function useHistory() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.history,
    queryFn: async () => checkinHistorySchema.parse(await apiRequest('GET', API.checkins)),
  });
}

export function useProgress() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.progress,
    queryFn: async () => progressSchema.parse(await apiRequest('GET', API.progress)),
  });
}

export function useDraft(enabled: boolean) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.draft,
    enabled,
    // The draft is read once when the form opens; what she types after that is the truth.
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => checkinDraftSchemaOut.parse(await apiRequest('GET', API.draft)),
  });
}

export function useCheckinDetail(id: string | null) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.checkin(id ?? ''),
    enabled: id != null,
    queryFn: async () => checkinDetailSchema.parse(await apiRequest('GET', API.checkin(id ?? ''))),
  });
}

/** All her photos (`enabled: false` waits until they are wanted). */
export function usePhotos({ enabled = true }: { enabled?: boolean } = {}) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.photos,
    enabled,
    queryFn: async () => photoListSchema.parse(await apiRequest('GET', API.photos)),
  });
}

/** Sends one pose's photo (of a check-in, or of a day), with its progress; the gallery refreshes. */
export function useUploadPhoto(target: { checkinId: string } | { takenOn: string }) {
  const { uploadRequest } = useShellServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (pose: PhotoPose, photo: Blob, onProgress: (fraction: number) => void) => {
      const form = new FormData();
      form.set('pose', pose);
      for (const [name, value] of Object.entries(target)) form.set(name, value);
      form.set('file', photo, `${pose}.jpg`);
      const saved = photoSchema.parse(await uploadRequest(API.photos, form, { onProgress }));
      await queryClient.invalidateQueries({ queryKey: KEYS.photos });
      return saved;
    },
    [uploadRequest, queryClient, target],
  );
}

export function usePhotoConsents() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: KEYS.photoConsents,
    queryFn: async () => photoConsentListSchema.parse(await apiRequest('GET', API.photoConsents)),
  });
}

/** Gives or withdraws her consent to one before/after pair. */
export function useSetPhotoConsent() {
  const { apiRequest } = useShellServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (pair: PhotoPair, agreed: boolean) => {
      if (agreed) await apiRequest('PUT', API.photoConsents, pair);
      else await apiRequest('POST', API.photoConsentWithdraw, pair);
      await queryClient.invalidateQueries({ queryKey: KEYS.photoConsents });
    },
    [apiRequest, queryClient],
  );
}

export function useDeletePhoto() {
  const { apiRequest } = useShellServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (photo: Photo) => {
      await apiRequest('DELETE', API.photo(photo.id));
      await queryClient.invalidateQueries({ queryKey: KEYS.photos });
    },
    [apiRequest, queryClient],
  );
}

/** After a submit, an edit, onboarding or consent changes: every answer of her week again. */
export function useRefreshWeek() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['checkin'] }), [queryClient]);
}

// ── Her units (this device) ─────────────────────────────────────────────────
const listeners = new Set<() => void>();
let current: Units | null = null;
/** Read once per visit; the cookie copy is renewed then too (a page the gateway draws reads it). */
const snapshot = () => {
  if (!current) writeUnitsCookie((current = readUnits()));
  return current;
};

/** Her units preference, shared by every page of the area and kept on this device. */
export function useUnits(): [Units, (units: Units) => void] {
  const units = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot,
    snapshot,
  );
  const setUnits = useCallback((next: Units) => {
    current = next;
    writeUnits(next);
    listeners.forEach((listener) => listener());
  }, []);
  return [units, setUnits];
}
