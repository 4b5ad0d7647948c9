import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_HOST_ID, FIRST_SCREEN_TAP_ATTRIBUTE } from '@wellness/contracts';

/**
 * Takes the server-rendered first screen away, uncovering the page the shell rendered below it, and
 * repeats on the page a tap she made on the first screen's button at the same place.
 */
export function removeFirstScreen(doc: Document = document): void {
  const host = doc.getElementById(FIRST_SCREEN_HOST_ID);
  if (!host) return;
  const tap = host.getAttribute(FIRST_SCREEN_TAP_ATTRIBUTE);
  const frameClass = host.firstElementChild?.classList[0];
  host.remove();
  if (tap === null || !frameClass) return;
  let target: Element | null | undefined = doc.querySelector(`#root .${frameClass}`);
  for (const index of tap.split('/')) target = target?.children[Number(index)];
  const button = target?.closest('button');
  // After this commit: the page's handlers are attached by then.
  if (button) setTimeout(() => button.click(), 0);
}

/**
 * For a page the gateway may have rendered a first screen of: once the page shows its own content
 * (or an error), the first screen gives way to it in the same frame, before the browser paints.
 */
export function useFirstScreenDone(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) removeFirstScreen();
  }, [ready]);
}
