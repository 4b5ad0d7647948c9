import { useSyncExternalStore } from 'react';
import { ToastViewport } from '@wellness/ui';
import { toastStore } from './store';
import type { ToastStore } from './store';

export function useToasts(store: ToastStore = toastStore) {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState).toasts;
}

/** Renders the app's notifications (auto-close, swipe, F8 in @wellness/ui's viewport). */
export function Toaster() {
  const toasts = useToasts();
  return <ToastViewport toasts={toasts} onDismiss={toastStore.dismiss} />;
}
