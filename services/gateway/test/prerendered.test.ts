import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BRAND } from '@wellness/contracts';
import type { RemoteConfig } from '@wellness/contracts';
import { fileWhenChanged } from '../src/file-when-changed';
import type { Warn } from '../src/file-when-changed';
import { createPrerenderedPages, deferScripts } from '../src/prerendered';
import { robotsTxt, sitemapXml } from '../src/seo-files';
import { shellDocument, staticRoot, testConfig } from './fixtures';

const SHELL = shellDocument('/main.abc.js');

const fixture = (brand = DEFAULT_BRAND) =>
  staticRoot(SHELL, {
    brand,
    css: '.mk{color:red}',
    pages: [
      { path: '/', page: 'home', seo: 'home', html: '<h1>Transform Your Life</h1>' },
      { path: '/discovery', page: 'discovery', seo: 'discovery', html: '<h1>Book</h1>' },
    ],
  });

/** Where a warning is a failure: these documents are all usable, or absent by design. */
const unexpected = (message: string) => {
  throw new Error(`unexpected warning: ${message}`);
};

const config = (root: string, extra: Record<string, string> = {}) =>
  testConfig({ STATIC_ROOT: root, APP_URL: 'https://coach.example', ...extra });

/** The pages of a static root, its shell index read as the static site reads it. */
const pagesOf = (
  root: string,
  brand: RemoteConfig['brand'] = DEFAULT_BRAND,
  warn: Warn = unexpected,
  extra: Record<string, string> = {},
) =>
  createPrerenderedPages(
    config(root, extra),
    brand,
    fileWhenChanged(join(root, 'shell', 'dist', 'index.html'), (b) => b.toString('utf8'), warn),
    warn,
  );

describe('prerendered marketing documents', () => {
  it('puts the page markup, metadata and critical CSS into the shell document', () => {
    const pages = pagesOf(fixture());
    const html = pages.documentFor('/', undefined)!;
    expect(html).toContain(`<title>${DEFAULT_BRAND.businessName} | Women's Wellness Coaching`);
    expect(html).toContain(
      '<div id="mk-ssr" data-page="home"><h1>Transform Your Life</h1></div><div id="root">',
    );
    expect(html).toContain('<link rel="canonical" href="https://coach.example/" data-head="">');
    expect(html).toContain('<meta name="robots" content="index, follow" data-head="">');
    expect(html).toContain('<style data-critical="">.mk{color:red}</style>');
    expect(html).toContain('application/ld+json');
    expect(html).not.toContain('needs JS');
    expect(html).not.toContain('<script defer="defer" src="/main.abc.js">');
    expect(html).toContain('["/main.abc.js"]');
    expect(pages.documentFor('/discovery/', undefined)).toContain('data-page="discovery"');
    expect(pages.documentFor('/auth', undefined)).toBeNull();
  });

  it('serves the plain shell when it cannot trust the prerender', () => {
    const root = fixture();
    const warn = jest.fn();
    expect(
      pagesOf(root, { ...DEFAULT_BRAND, coachName: 'Zoe' }, warn).documentFor('/', undefined),
    ).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/another brand/));
    const elsewhere = { REMOTE_MF_MARKETING_URL: 'https://cdn.example/mf-manifest.json' };
    expect(
      pagesOf(root, DEFAULT_BRAND, unexpected, elsewhere).documentFor('/', undefined),
    ).toBeNull();
    const pages = pagesOf(root);
    expect(pages.documentFor('/', 'a=1; wellness_signed_in=1')).toBeNull();
    expect(pages.documentFor('/discovery', 'wellness_signed_in=1')).not.toBeNull();
    expect(pagesOf(join(root, 'missing')).documentFor('/', undefined)).toBeNull();
  });

  it('composes again when mf-marketing is rebuilt, without a restart', () => {
    const root = fixture();
    const warn = jest.fn();
    const pages = pagesOf(root, DEFAULT_BRAND, warn);
    expect(pages.documentFor('/', undefined)).toContain('Transform Your Life');
    const manifest = join(root, 'mf-marketing', 'dist', 'prerender', 'pages.json');
    const rebuild = (text: string, secondsLater: number) => {
      writeFileSync(manifest, text);
      const later = new Date(Date.now() + secondsLater * 1000);
      utimesSync(manifest, later, later);
    };
    rebuild('{ not json', 10);
    expect(pages.documentFor('/', undefined)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/pages\.json unusable/));
    rebuild(
      JSON.stringify({
        version: 1,
        hostId: 'mk-ssr',
        brand: DEFAULT_BRAND,
        css: '',
        pages: [{ path: '/', page: 'home', seo: 'home', html: '<h1>Spring reset</h1>' }],
      }),
      20,
    );
    expect(pages.documentFor('/', undefined)).toContain('<h1>Spring reset</h1>');
    expect(pages.documentFor('/discovery', undefined)).toBeNull();
  });

  it('loads deferred scripts after the first paint, in order', () => {
    const html = deferScripts(
      '<head><script defer src="/a.js"></script><script src="/b.js"></script></head><body></body>',
    );
    expect(html).toContain('<script src="/b.js"></script>');
    expect(html).not.toContain('defer src="/a.js"');
    expect(html).toMatch(/requestAnimationFrame[\s\S]*\["\/a\.js"\]\)<\/script><\/body>/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('list the indexable pages on the public origin', () => {
    expect(robotsTxt('https://coach.example')).toContain(
      'Sitemap: https://coach.example/sitemap.xml',
    );
    const xml = sitemapXml('https://coach.example');
    expect(xml).toContain('<loc>https://coach.example/</loc>');
    expect(xml).toContain('<loc>https://coach.example/discovery</loc>');
    expect(xml).toContain('<loc>https://coach.example/busy-mum-blueprint</loc>');
    expect(xml).not.toContain('/auth');
  });
});
