import { useEffect, useState } from 'react';
import type { BrandConfig } from '@wellness/contracts';

/** Embeds the third-party social feed widget; a friendly fallback when it is not configured or fails to load. */
export function SocialFeed({ brand }: { brand: BrandConfig }) {
  const src = brand.socialWidgetScriptUrl;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(src ? 'loading' : 'failed');
  useEffect(() => {
    if (!src) return;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => setState('ready');
    script.onerror = () => setState('failed');
    document.body.appendChild(script);
    return () => script.remove();
  }, [src]);
  return (
    <div className="mk-feed" aria-live="polite">
      {state === 'failed' ? (
        <p>
          Our latest posts could not be shown here.{' '}
          <a href={brand.socialUrl} target="_blank" rel="noopener noreferrer">
            See them on our social page
          </a>
          .
        </p>
      ) : (
        <div className="mk-feed__widget" data-social-feed />
      )}
    </div>
  );
}
