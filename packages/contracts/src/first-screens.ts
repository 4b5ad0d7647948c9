import type { BrandConfig } from './remote';

/**
 * Server-rendered first screens of signed-in pages (issue 14: a phone shows the gallery before its
 * JavaScript has downloaded). A remote's build writes `dist/prerender/first-screens.json`: each
 * page's first screen inside the remote's dashboard frame, with slots, and the critical CSS. The
 * gateway fills the slots from the owning service's data for the signed-in visitor and puts the
 * markup before the shell's root, which stays out of sight until the page has rendered itself and
 * removes the first screen (ui `useFirstScreenDone`).
 */
export const FIRST_SCREEN_HOST_ID = 'first-screen';
export const FIRST_SCREENS_MANIFEST = 'prerender/first-screens.json';

/**
 * A button tapped on the first screen before the page took over: its path from the frame's root
 * element (child indexes, `2/0/1`), recorded on the first screen. The page repeats the tap on its
 * own button at the same place, so a tap made while the app was still loading is not lost.
 */
export const FIRST_SCREEN_TAP_ATTRIBUTE = 'data-pending-tap';

/** The places in a prerendered frame that the gateway fills for each visitor. */
export const FIRST_SCREEN_SLOTS = {
  brand: '%%FIRST_SCREEN_BRAND%%',
  subtitle: '%%FIRST_SCREEN_SUBTITLE%%',
  content: '%%FIRST_SCREEN_CONTENT%%',
} as const;

/** What a remote's build writes for the gateway. */
export interface FirstScreensManifest {
  version: 1;
  css: string;
  pages: { page: string; title: string; html: string }[];
}

/** The shell renders behind the first screen, out of sight, until the page takes over. */
export const FIRST_SCREEN_CSS = `#${FIRST_SCREEN_HOST_ID} ~ #root{display:none}`;

/**
 * The brand's two colours as the design system's custom properties, with darker and softer shades
 * mixed by the browser: set by the shell at run time, and written into server-rendered documents.
 */
export function brandColourProperties(
  brand: Pick<BrandConfig, 'brandColour' | 'accentColour'>,
): [name: string, value: string][] {
  return (
    [
      ['brand', brand.brandColour],
      ['accent', brand.accentColour],
    ] as const
  ).flatMap(([name, colour]) => [
    [`--color-${name}`, colour],
    [`--color-${name}-strong`, `color-mix(in srgb, ${colour} 78%, black)`],
    [`--color-${name}-soft`, `color-mix(in srgb, ${colour} 14%, white)`],
  ]);
}
