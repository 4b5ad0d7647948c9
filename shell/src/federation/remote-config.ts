import { useEffect, useState } from 'react';
import { BRAND_KEYS, DEFAULT_REMOTE_CONFIG, REMOTE_NAMES } from '@wellness/contracts';
import type { BrandConfig, RemoteName } from '@wellness/contracts';

export const REMOTE_CONFIG_URL = '/remote-config.json';

export interface ResolvedRemoteConfig {
  remotes: Record<RemoteName, { entry: string }>;
  brand: BrandConfig;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the gateway's config field by field, keeping the defaults for anything missing or malformed.
 * By hand rather than with a zod schema: zod would cost every page load ~100 KB of JavaScript for
 * two small objects.
 */
export function resolveRemoteConfig(raw: unknown): ResolvedRemoteConfig {
  const remotes = { ...DEFAULT_REMOTE_CONFIG.remotes };
  const brand: BrandConfig = { ...DEFAULT_REMOTE_CONFIG.brand };
  if (!isRecord(raw)) return { remotes, brand };
  const given = isRecord(raw.remotes) ? raw.remotes : {};
  for (const name of REMOTE_NAMES) {
    const remote = given[name];
    if (isRecord(remote) && typeof remote.entry === 'string' && remote.entry)
      remotes[name] = { entry: remote.entry };
  }
  const givenBrand = isRecord(raw.brand) ? raw.brand : {};
  for (const key of BRAND_KEYS) {
    const value = givenBrand[key];
    if (typeof value === 'string' && (value || key === 'socialWidgetScriptUrl')) brand[key] = value;
  }
  return { remotes, brand };
}

/** GET /remote-config.json (never cached); falls back to the defaults when unavailable. */
export async function fetchRemoteConfig(
  fetchImpl: typeof fetch = fetch,
): Promise<ResolvedRemoteConfig> {
  try {
    const res = await fetchImpl(REMOTE_CONFIG_URL, {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return resolveRemoteConfig(await res.json());
  } catch (error) {
    console.warn('remote-config.json unavailable, using defaults:', error);
    return DEFAULT_REMOTE_CONFIG;
  }
}

let pending: Promise<ResolvedRemoteConfig> | undefined;
let loaded: ResolvedRemoteConfig | undefined;

/** Starts loading the config once per page load (called at startup, alongside the session check). */
export function preloadRemoteConfig(): Promise<ResolvedRemoteConfig> {
  pending ??= fetchRemoteConfig().then((config) => (loaded = config));
  return pending;
}

export function useRemoteConfig(): ResolvedRemoteConfig | undefined {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    if (!config) void preloadRemoteConfig().then(setConfig);
  }, [config]);
  return config;
}
