import { useEffect, useRef, useState } from 'react';
import type { BrandConfig } from '@wellness/contracts';

/** How long the third-party widget gets to render before the fallback shows. */
export const SOCIAL_WIDGET_TIMEOUT_MS = 4000;

type FeedState = 'waiting' | 'ready' | 'fallback';

/** Runs `fn` once the page has loaded and the main thread is idle: the widget never competes with the page. */
function afterInteractive(fn: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(fn, { timeout: 2000 });
    else idle = setTimeout(fn, 200) as unknown as number;
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/**
 * The embedded social feed: the widget script is added after the page is interactive; if the widget
 * has not put anything in its container within SOCIAL_WIDGET_TIMEOUT_MS (no script configured, offline,
 * blocked), a friendly message links to the social profile instead. The box keeps its size either way.
 */
export function SocialFeed({ brand }: { brand: BrandConfig }) {
  const src = brand.socialWidgetScriptUrl;
  const [state, setState] = useState<FeedState>('waiting');
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!src) {
      setState('fallback');
      return;
    }
    let script: HTMLScriptElement | undefined;
    let timer: number | undefined;
    let observer: MutationObserver | undefined;
    const cancel = afterInteractive(() => {
      const box = container.current;
      if (!box) return;
      observer = new MutationObserver(() => {
        if (box.childElementCount > 0) {
          setState('ready');
          window.clearTimeout(timer);
          observer?.disconnect();
        }
      });
      observer.observe(box, { childList: true, subtree: true });
      timer = window.setTimeout(() => {
        observer?.disconnect();
        if (box.childElementCount === 0) setState('fallback');
      }, SOCIAL_WIDGET_TIMEOUT_MS);
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onerror = () => setState('fallback');
      document.body.appendChild(script);
    });
    return () => {
      cancel();
      observer?.disconnect();
      window.clearTimeout(timer);
      script?.remove();
    };
  }, [src]);

  return (
    <div className="mk-feed" data-state={state}>
      <div
        ref={container}
        className="mk-feed__widget"
        data-social-feed=""
        hidden={state === 'fallback'}
      />
      {state === 'waiting' && (
        <p className="mk-feed__note" aria-hidden="true">
          Loading our latest posts…
        </p>
      )}
      <div aria-live="polite">
        {state === 'fallback' && (
          <p className="mk-feed__fallback">
            Our latest posts can&apos;t be shown here right now, but you can see them all on{' '}
            <a href={brand.socialUrl} target="_blank" rel="noopener noreferrer">
              Coach {brand.coachName}&apos;s social page
              <span className="ui-visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        )}
      </div>
    </div>
  );
}
