import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent, ReactNode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@wellness/contracts';
import { cx } from './cx';

export interface ToastView {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
  /** Auto-close delay; default TOAST_AUTO_CLOSE_MS. */
  durationMs?: number;
}

/** A horizontal swipe of at least the threshold (to the right) dismisses a toast. */
export function isSwipeDismiss(deltaX: number, threshold = TOAST_SWIPE_THRESHOLD_PX): boolean {
  return deltaX >= threshold;
}

function ToastCard({ toast, onDismiss }: { toast: ToastView; onDismiss: (id: string) => void }) {
  const [dx, setDx] = useState(0);
  const [paused, setPaused] = useState(false);
  const start = useRef<number | null>(null);
  const duration = toast.durationMs ?? TOAST_AUTO_CLOSE_MS;

  useEffect(() => {
    if (!toast.open || paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => onDismiss(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.open, toast.id, paused, duration, onDismiss]);

  const onPointerDown = (e: ReactPointerEvent) => {
    // Capturing the pointer retargets the click to the toast: its buttons would never get it.
    if ((e.target as Element).closest('button, a')) return;
    start.current = e.clientX;
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent) => {
    if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
  };
  // The distance comes from the event itself: `dx` may not have re-rendered yet on a fast swipe.
  const onPointerUp = (e: ReactPointerEvent) => {
    if (start.current === null) return;
    const distance = e.clientX - start.current;
    start.current = null;
    if (isSwipeDismiss(distance)) onDismiss(toast.id);
    setDx(0);
  };

  return (
    <li
      className={cx('ui-toast', toast.variant === 'destructive' && 'ui-toast--destructive')}
      data-state={toast.open ? 'open' : 'closed'}
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      style={
        dx ? { transform: `translateX(${dx}px)`, opacity: Math.max(0.3, 1 - dx / 200) } : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="ui-toast__text">
        {toast.title && <p className="ui-toast__title">{toast.title}</p>}
        {toast.description && <p className="ui-toast__description">{toast.description}</p>}
      </div>
      {toast.action}
      <button
        type="button"
        className="ui-toast__close"
        aria-label="Close notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </li>
  );
}

export interface ToastViewportProps {
  toasts: readonly ToastView[];
  onDismiss: (id: string) => void;
  hotkey?: string;
}

/** The notification region. The hotkey (F8) moves focus to it. Closed toasts are not shown. */
export function ToastViewport({ toasts, onDismiss, hotkey = TOAST_HOTKEY }: ToastViewportProps) {
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === hotkey) {
        e.preventDefault();
        ref.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [hotkey]);
  return (
    <section aria-label={`Notifications (${hotkey})`} className="ui-toast-region">
      <ol ref={ref} tabIndex={-1} className="ui-toast-viewport">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={onDismiss} />
          ))}
      </ol>
    </section>
  );
}
