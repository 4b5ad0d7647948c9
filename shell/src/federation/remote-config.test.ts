import { DEFAULT_BRAND } from '@wellness/contracts';
import { fetchRemoteConfig, resolveRemoteConfig } from './remote-config';

describe('remote config', () => {
  it('takes entries and brand from the gateway, defaults for the rest', () => {
    const config = resolveRemoteConfig({
      remotes: { 'mf-coach': { entry: 'https://cdn.test/coach/mf-manifest.json' } },
      brand: { coachName: 'Zoe' },
    });
    expect(config.remotes['mf-coach'].entry).toBe('https://cdn.test/coach/mf-manifest.json');
    expect(config.remotes['mf-marketing'].entry).toBe('/mf/mf-marketing/mf-manifest.json');
    expect(config.brand).toEqual({ ...DEFAULT_BRAND, coachName: 'Zoe' });
  });
  it('falls back to defaults on garbage, field by field', () => {
    expect(resolveRemoteConfig({ remotes: 5 }).remotes['mf-client'].entry).toBe(
      '/mf/mf-client/mf-manifest.json',
    );
    expect(resolveRemoteConfig('nonsense')).toEqual(resolveRemoteConfig({}));
    const config = resolveRemoteConfig({
      remotes: { 'mf-client': { entry: 42 }, 'mf-coach': { entry: '/coach.json' }, other: {} },
      brand: { coachName: '', businessName: 7, guideUrl: 'https://guide.test', unknown: 'x' },
    });
    expect(config.remotes['mf-client'].entry).toBe('/mf/mf-client/mf-manifest.json');
    expect(config.remotes['mf-coach'].entry).toBe('/coach.json');
    expect(Object.keys(config.remotes).sort()).toEqual([
      'mf-client',
      'mf-coach',
      'mf-marketing',
      'mf-nutritionist',
    ]);
    expect(config.brand).toEqual({ ...DEFAULT_BRAND, guideUrl: 'https://guide.test' });
  });
  it('lets the gateway switch the social widget off with an empty script URL', () => {
    const on = { ...DEFAULT_BRAND, socialWidgetScriptUrl: 'https://widget.test/w.js' };
    expect(resolveRemoteConfig({ remotes: {}, brand: on }).brand.socialWidgetScriptUrl).toBe(
      'https://widget.test/w.js',
    );
    expect(
      resolveRemoteConfig({ remotes: {}, brand: { socialWidgetScriptUrl: '' } }).brand
        .socialWidgetScriptUrl,
    ).toBe('');
  });
  it('falls back to defaults when the fetch fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = jest.fn().mockResolvedValue(new Response('nope', { status: 404 }));
    const config = await fetchRemoteConfig(failing as unknown as typeof fetch);
    expect(failing).toHaveBeenCalledWith(
      '/remote-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    expect(config.brand).toEqual(DEFAULT_BRAND);
  });
});
