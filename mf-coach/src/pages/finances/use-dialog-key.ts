import { useState } from 'react';

/**
 * A dialog that starts fresh on every opening but closes in place (so the browser returns focus
 * to the button that opened it): pass `key` and `open` to the dialog.
 */
export function useDialogKey() {
  const [state, setState] = useState({ open: false, key: 0 });
  return {
    ...state,
    show: () => setState((s) => ({ open: true, key: s.key + 1 })),
    hide: () => setState((s) => ({ ...s, open: false })),
  };
}
