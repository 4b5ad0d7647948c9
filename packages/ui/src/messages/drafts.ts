// The unsent text of each conversation, kept on this device across reloads (localStorage).

/** The storage a draft lives in (window.localStorage; a Map-backed fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const PREFIX = 'wellness.messages.draft.v1';

/** One key per user and conversation: two people sharing a browser never see each other's drafts. */
export const draftKey = (userId: string, conversationId: string) =>
  `${PREFIX}:${userId}:${conversationId}`;

/** The browser's localStorage, or null where there is none (private modes may refuse it). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readDraft(storage: DraftStorage | null, key: string): string {
  try {
    return storage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Saves the draft, or forgets it when it is only whitespace (sent or cleared). */
export function writeDraft(storage: DraftStorage | null, key: string, text: string): void {
  try {
    if (text.trim()) storage?.setItem(key, text);
    else storage?.removeItem(key);
  } catch {
    // Full or refused storage: the draft stays in the page only.
  }
}
