import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@wellness/contracts';
import type { ReactNode } from 'react';

/** A notification (SPEC §3): id, title, description, action, variant; open until dismissed. */
export interface Toast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'default' | 'destructive';
  durationMs?: number;
  open: boolean;
}
export type ToastInput = Omit<Toast, 'id' | 'open'>;

export interface ToastState {
  toasts: Toast[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: Toast }
  | { type: 'UPDATE_TOAST'; toast: Partial<Toast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure: newest first, at most TOAST_LIMIT kept; dismiss closes (one or all); remove deletes (one or all). */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

/** A tiny external store around the reducer; dismissal schedules removal after TOAST_REMOVE_DELAY_MS. */
export function createToastStore() {
  let state: ToastState = { toasts: [] };
  let counter = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastAction) => {
    state = toastReducer(state, action);
    listeners.forEach((l) => l());
  };
  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        dispatch({ type: 'REMOVE_TOAST', toastId: id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  };
  const dismiss = (toastId?: string) => {
    const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    ids.forEach(scheduleRemoval);
    dispatch({ type: 'DISMISS_TOAST', toastId });
  };
  const toast = (input: ToastInput) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (patch: Partial<ToastInput>) =>
        dispatch({ type: 'UPDATE_TOAST', toast: { ...patch, id } }),
    };
  };
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    toast,
    dismiss,
  };
}
export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's store. */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
