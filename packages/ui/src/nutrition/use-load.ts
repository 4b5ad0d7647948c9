import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads once per `key` (and again on `reload`); a late answer for an older key is dropped. */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown }>({
    key: null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    loadRef.current().then(
      (data) => live && setState({ key, data }),
      (error: unknown) => live && setState({ key, error: error ?? new Error('Failed') }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => {
    setState((s) => ({ ...s, key: null }));
    setRound((r) => r + 1);
  }, []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    loading: key !== null && !current,
    reload,
  };
}
