import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, REMOTE_EXPOSED_MODULE } from '@wellness/contracts';
import type { RemoteName, RemoteProps } from '@wellness/contracts';
import type { ComponentType } from 'react';

export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

type RemoteModule = { default: ComponentType<RemoteProps> };
const registered = new Map<RemoteName, string>();

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Registers one remote (only when it is needed, so a visitor downloads nothing else) and loads its `./App`.
 * `fresh` re-registers it, dropping whatever the federation runtime cached from a failed attempt.
 */
export async function loadRemoteApp(
  remote: RemoteName,
  entry: string,
  fresh = false,
): Promise<RemoteModule> {
  const name = federationName(remote);
  const url = new URL(entry, window.location.href).href;
  if (fresh || registered.get(remote) !== url) {
    registerRemotes([{ name, entry: url }], { force: registered.has(remote) });
    registered.set(remote, url);
  }
  const id = `${name}/${REMOTE_EXPOSED_MODULE.replace(/^\.\//, '')}`;
  const mod = await withTimeout(loadRemote<RemoteModule>(id), REMOTE_LOAD_TIMEOUT_MS, remote);
  if (!mod || typeof mod.default !== 'function')
    throw new Error(`${remote} did not expose ${REMOTE_EXPOSED_MODULE}`);
  return mod;
}
