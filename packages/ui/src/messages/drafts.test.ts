import { draftKey, readDraft, writeDraft } from './drafts';
import type { DraftStorage } from './drafts';

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('drafts', () => {
  it('keys a draft by user and conversation', () => {
    expect(draftKey('u1', 'c1')).toBe('wellness.messages.draft.v1:u1:c1');
    expect(draftKey('u1', 'c1')).not.toBe(draftKey('u2', 'c1'));
    expect(draftKey('u1', 'c1')).not.toBe(draftKey('u1', 'c2'));
  });

  it('keeps a draft, and forgets it once empty', () => {
    const storage = memoryStorage();
    const key = draftKey('u1', 'c1');
    writeDraft(storage, key, 'Hello\nthere');
    expect(readDraft(storage, key)).toBe('Hello\nthere');
    writeDraft(storage, key, '  \n');
    expect(storage.map.size).toBe(0);
    expect(readDraft(storage, key)).toBe('');
  });

  it('survives storage that is missing or refuses', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(() => writeDraft(refusing, 'k', 'x')).not.toThrow();
    expect(readDraft(refusing, 'k')).toBe('');
    expect(readDraft(null, 'k')).toBe('');
  });
});
