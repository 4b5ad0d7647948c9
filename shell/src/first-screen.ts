import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_HOST_ID } from '@wellness/contracts';
import { removeFirstScreen } from '@wellness/ui';

/**
 * A first screen the gateway rendered (contracts first-screens.ts) belongs to one page, which takes
 * it away when it has rendered itself. The shell takes it away at once when it is heading anywhere
 * else: another path, or no remote page at all (signed out, a redirect).
 */
export function useFirstScreenOnlyOn(remotePath: string | null): void {
  useLayoutEffect(() => {
    const host = document.getElementById(FIRST_SCREEN_HOST_ID);
    if (host && host.dataset.path !== remotePath) removeFirstScreen();
  }, [remotePath]);
}
