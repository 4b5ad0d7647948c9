import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The lead open in the detail drawer (`/leads?...&lead=<id>`), and links that open or close it. */
export function useLeadParam() {
  const [params, setParams] = useSearchParams();
  const leadId = params.get('lead');

  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set('lead', id);
      return `?${next.toString()}`;
    },
    [params],
  );

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('lead');
        return next;
      },
      { replace: false },
    );
  }, [setParams]);

  return { leadId, hrefFor, close };
}
