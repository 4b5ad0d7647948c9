import { useEffect, useState } from 'react';
import { DEFAULT_REMOTE_CONFIG, remoteConfigSchema, REMOTE_NAMES } from '@wellness/contracts';
import type { BrandConfig, RemoteName } from '@wellness/contracts';

export const REMOTE_CONFIG_URL = '/remote-config.json';

export interface ResolvedRemoteConfig {
  remotes: Record<RemoteName, { entry: string }>;
  brand: BrandConfig;
}

/** Validates the gateway's config and fills anything missing from the defaults. */
export function resolveRemoteConfig(raw: unknown): ResolvedRemoteConfig {
  const parsed = remoteConfigSchema.safeParse(raw);
  if (!parsed.success) return DEFAULT_REMOTE_CONFIG;
  const remotes = { ...DEFAULT_REMOTE_CONFIG.remotes };
  for (const name of REMOTE_NAMES) {
    const entry = parsed.data.remotes[name];
    if (entry) remotes[name] = entry;
  }
  const brand = { ...DEFAULT_REMOTE_CONFIG.brand };
  for (const [key, value] of Object.entries(parsed.data.brand ?? {})) {
    if (typeof value === 'string' && (value || key === 'socialWidgetScriptUrl'))
      brand[key as keyof BrandConfig] = value;
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
