import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** Selected ids that belong to one list definition (`scope`): a new scope starts empty. */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({
    scope,
    ids: NONE,
  });
  const selected = state.scope === scope ? state.ids : NONE;

  const change = (fn: (ids: Set<string>) => void) =>
    setState((current) => {
      const ids = new Set(current.scope === scope ? current.ids : NONE);
      fn(ids);
      return { scope, ids };
    });

  return {
    selected,
    toggle: (id: string, on: boolean) => change((ids) => void (on ? ids.add(id) : ids.delete(id))),
    toggleMany: (list: readonly string[], on: boolean) =>
      change((ids) => list.forEach((id) => (on ? ids.add(id) : ids.delete(id)))),
    clear: () => setState({ scope, ids: NONE }),
  };
}
