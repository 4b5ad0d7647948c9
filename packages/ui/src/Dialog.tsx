import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call this. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the content (e.g. Cancel + Confirm). */
  footer?: ReactNode;
  /** 'modal' is centred; 'drawer' slides in from the right (full screen on phones). */
  variant?: 'modal' | 'drawer';
  className?: string;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus, Escape closes it, focus returns to the
 * opener on close. Labelled by its title and described by its description. On opening, focus goes to
 * the element marked `data-autofocus`, else to the title.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  variant = 'modal',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const base = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Focus the field marked `data-autofocus`, else the title (not the close button).
      const target =
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>('.ui-dialog__title');
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      e.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={cx('ui-dialog', `ui-dialog--${variant}`, className)}
      aria-labelledby={`${base}-title`}
      aria-describedby={description ? `${base}-desc` : undefined}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="ui-dialog__surface">
          <header className="ui-dialog__header">
            <div>
              <h2 id={`${base}-title`} className="ui-dialog__title" tabIndex={-1}>
                {title}
              </h2>
              {description && (
                <p id={`${base}-desc`} className="ui-dialog__description">
                  {description}
                </p>
              )}
            </div>
            <button type="button" className="ui-dialog__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          </header>
          <div className="ui-dialog__body">{children}</div>
          {footer && <footer className="ui-dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
