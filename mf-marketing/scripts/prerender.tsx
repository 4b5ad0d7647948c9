/**
 * Build step after webpack: renders the three public pages to HTML with the brand of the gateway's
 * environment (the same variables and defaults: contracts' `siteBrandEnvShape`), and writes
 * dist/prerender/pages.json: the markup of each page and the critical CSS. The gateway puts these into
 * the shell's current index.html when it serves /, /discovery and /busy-mum-blueprint; the remote then
 * hydrates the markup. Also copies the images to dist/img.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { siteBrandFromProcessEnv } from '@wellness/contracts';
import { minifyCss } from '@wellness/ui/first-screen';
import type { BrandConfig, MarketingPage } from '@wellness/contracts';
import { Site } from '../src/Site';
import { DEFAULT_ASSET_BASE, PRERENDER_HOST_ID, PRERENDER_MANIFEST } from '../src/prerendered';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');

const PAGES: {
  path: string;
  page: MarketingPage;
  seo: 'home' | 'discovery' | 'busyMumBlueprint';
}[] = [
  { path: '/', page: 'home', seo: 'home' },
  { path: '/discovery', page: 'discovery', seo: 'discovery' },
  { path: '/busy-mum-blueprint', page: 'busy-mum-blueprint', seo: 'busyMumBlueprint' },
];

/** The page's markup once every lazy part of it (the discovery form) has loaded. */
async function prerenderPage(
  brand: BrandConfig,
  path: string,
  page: MarketingPage,
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[path]}>
      <Site page={page} brand={brand} assetBase={DEFAULT_ASSET_BASE} readUtm={() => undefined} />
    </MemoryRouter>,
  );
  return text(prelude);
}

async function main() {
  const brand = siteBrandFromProcessEnv(process.env);
  const pages = await Promise.all(
    PAGES.map(async ({ path, page, seo }) => ({
      path,
      page,
      seo,
      html: await prerenderPage(brand, path, page),
    })),
  );

  const css = minifyCss(
    [
      readFileSync(join(root, '../packages/ui/src/styles.css'), 'utf8'),
      readFileSync(join(root, 'src/marketing.css'), 'utf8'),
      // Until the remote takes over the prerendered page, the shell's loading spinner stays out of sight.
      `#${PRERENDER_HOST_ID} ~ #root > .ui-page-spinner { display: none; }`,
    ].join('\n'),
  );

  mkdirSync(join(dist, 'prerender'), { recursive: true });
  writeFileSync(
    join(dist, PRERENDER_MANIFEST),
    JSON.stringify({
      version: 1,
      hostId: PRERENDER_HOST_ID,
      assetBase: DEFAULT_ASSET_BASE,
      brand,
      css,
      pages,
    }),
  );
  cpSync(join(root, 'assets/img'), join(dist, 'img'), { recursive: true });
  console.log(
    `prerendered ${pages.map((p) => `${p.path} (${(p.html.length / 1024).toFixed(1)} KB)`).join(', ')}; critical CSS ${(css.length / 1024).toFixed(1)} KB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
