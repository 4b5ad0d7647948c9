/**
 * The review screen's keyboard shortcuts, as pure functions: which key does what, and where in the
 * queue "next" and "previous" lead. The page wires them to a keydown listener.
 */
export type ShortcutAction = 'next' | 'previous' | 'focus-feedback' | 'mark-reviewed';

/** What a keydown event says, reduced to what the shortcuts need. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  /** Whether the key went to a text field, a select or an editable element (she is typing). */
  inField: boolean;
}

/** The help line under the review screen (and the shortcuts' `aria-keyshortcuts`). */
export const SHORTCUT_HELP: readonly { keys: string; aria: string; does: string }[] = [
  { keys: 'J', aria: 'j', does: 'next check-in' },
  { keys: 'K', aria: 'k', does: 'previous' },
  { keys: 'R', aria: 'r', does: 'write feedback' },
  { keys: 'Ctrl+Enter', aria: 'Control+Enter', does: 'mark reviewed' },
];

/**
 * The action of a key press, or null. Ctrl+Enter (⌘+Enter on a Mac) marks reviewed from anywhere,
 * the feedback box included; the letter keys never fire while she is typing in a field, nor with a
 * modifier held (Ctrl+R still reloads).
 */
export function shortcutAction(press: KeyPress): ShortcutAction | null {
  if (press.key === 'Enter' && (press.ctrlKey || press.metaKey) && !press.altKey)
    return 'mark-reviewed';
  if (press.inField || press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case 'j':
    case 'J':
      return 'next';
    case 'k':
    case 'K':
      return 'previous';
    case 'r':
    case 'R':
      return 'focus-feedback';
    default:
      return null;
  }
}

/** Whether a keydown's target is somewhere she types (input, textarea, select, contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean; type?: string } | null;
  if (!el?.tagName) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Buttons and boxes take no text: J and K still move through the queue from them.
  return !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(el.type ?? 'text');
}

/** The id `step` places away from `current` in the queue, or null past either end. */
export function queueNeighbour(
  ids: readonly string[],
  current: string | null,
  step: 1 | -1,
): string | null {
  if (!ids.length) return null;
  const index = current === null ? -1 : ids.indexOf(current);
  if (index < 0) return step === 1 ? ids[0] : null;
  return ids[index + step] ?? null;
}

/**
 * Which check-in opens once `reviewed` leaves the queue: the one after it, else the one before
 * (she reviewed the last), else none (the queue is empty).
 */
export function nextAfterReview(ids: readonly string[], reviewed: string): string | null {
  const index = ids.indexOf(reviewed);
  const rest = ids.filter((id) => id !== reviewed);
  if (!rest.length) return null;
  if (index < 0) return rest[0];
  return rest[Math.min(index, rest.length - 1)];
}
