import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';

/**
 * One step of the wizard: a card whose heading takes the focus when the step opens after another
 * one, so a screen reader announces the new step and the keyboard starts from its top.
 */
export function StepPanel({
  title,
  description,
  focusOnOpen,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  focusOnOpen: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Read once: only the opening of the step moves the focus.
  const focusWhenOpened = useRef(focusOnOpen);
  useEffect(() => {
    if (focusWhenOpened.current) heading.current?.focus();
  }, []);
  return (
    <section className="ui-card imports-step" aria-labelledby={id}>
      <header className="ui-card__header">
        <h3 id={id} ref={heading} tabIndex={-1} className="ui-card__title">
          {title}
        </h3>
        {description && <p className="ui-card__description">{description}</p>}
      </header>
      <div className="ui-card__body">{children}</div>
    </section>
  );
}
