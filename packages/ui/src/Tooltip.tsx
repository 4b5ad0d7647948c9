import { cloneElement, createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@wellness/contracts';

interface TooltipTiming {
  delayMs: number;
  skipDelayMs: number;
  /** When the last tooltip closed (ms since epoch); within skipDelayMs the next opens at once. */
  lastClosedAt: { current: number };
}

const TooltipContext = createContext<TooltipTiming>({
  delayMs: TOOLTIP_DELAY_MS,
  skipDelayMs: TOOLTIP_SKIP_DELAY_MS,
  lastClosedAt: { current: 0 },
});

export function TooltipProvider({
  delayMs = TOOLTIP_DELAY_MS,
  skipDelayMs = TOOLTIP_SKIP_DELAY_MS,
  children,
}: {
  delayMs?: number;
  skipDelayMs?: number;
  children: ReactNode;
}) {
  const lastClosedAt = useRef(0);
  return <TooltipContext value={{ delayMs, skipDelayMs, lastClosedAt }}>{children}</TooltipContext>;
}

/** Delay before a tooltip opens: none right after another one closed (skip delay), else the delay. */
export function tooltipOpenDelay(
  now: number,
  lastClosedAt: number,
  delayMs = TOOLTIP_DELAY_MS,
  skipDelayMs = TOOLTIP_SKIP_DELAY_MS,
): number {
  return now - lastClosedAt < skipDelayMs ? 0 : delayMs;
}

type Describable = ReactElement<{ 'aria-describedby'?: string }>;

/** Hover (after the delay) or focus (at once) shows `content`; Escape hides it. */
export function Tooltip({ content, children }: { content: ReactNode; children: Describable }) {
  const { delayMs, skipDelayMs, lastClosedAt } = useContext(TooltipContext);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (immediate: boolean) => {
    clearTimeout(timer.current);
    const wait = immediate
      ? 0
      : tooltipOpenDelay(Date.now(), lastClosedAt.current, delayMs, skipDelayMs);
    timer.current = setTimeout(() => setOpen(true), wait);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt.current = Date.now();
    setOpen(false);
  };
  return (
    <span
      className="ui-tooltip"
      onPointerEnter={() => show(false)}
      onPointerLeave={hide}
      onFocus={() => show(true)}
      onBlur={hide}
      onKeyDown={(e) => e.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <span role="tooltip" id={id} className="ui-tooltip__bubble">
          {content}
        </span>
      )}
    </span>
  );
}
