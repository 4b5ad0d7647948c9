import { isTypingTarget, nextAfterReview, queueNeighbour, shortcutAction } from './shortcuts';

describe('review shortcuts', () => {
  const press = (key: string, more: Partial<Parameters<typeof shortcutAction>[0]> = {}) =>
    shortcutAction({ key, inField: false, ...more });

  it('maps j, k and r (either case) outside fields', () => {
    expect(press('j')).toBe('next');
    expect(press('J')).toBe('next');
    expect(press('k')).toBe('previous');
    expect(press('r')).toBe('focus-feedback');
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
  });

  it('never fires letters while typing in a field, or with a modifier', () => {
    expect(press('j', { inField: true })).toBeNull();
    expect(press('r', { inField: true })).toBeNull();
    expect(press('r', { ctrlKey: true })).toBeNull();
    expect(press('k', { metaKey: true })).toBeNull();
    expect(press('j', { altKey: true })).toBeNull();
  });

  it('marks reviewed with Ctrl+Enter or ⌘+Enter, from the feedback box too', () => {
    expect(press('Enter', { ctrlKey: true })).toBe('mark-reviewed');
    expect(press('Enter', { metaKey: true, inField: true })).toBe('mark-reviewed');
    expect(press('Enter', { ctrlKey: true, altKey: true })).toBeNull();
    expect(press('Enter', { inField: true })).toBeNull();
  });

  it('knows where she is typing', () => {
    expect(isTypingTarget({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'SELECT' } as unknown as EventTarget)).toBe(true);
    expect(
      isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget),
    ).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' } as unknown as EventTarget)).toBe(
      false,
    );
    expect(isTypingTarget({ tagName: 'BUTTON' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('moving through the queue', () => {
  const ids = ['a', 'b', 'c'];
  it('steps to neighbours and stops at the ends', () => {
    expect(queueNeighbour(ids, 'a', 1)).toBe('b');
    expect(queueNeighbour(ids, 'b', -1)).toBe('a');
    expect(queueNeighbour(ids, 'c', 1)).toBeNull();
    expect(queueNeighbour(ids, 'a', -1)).toBeNull();
  });
  it('starts at the oldest when nothing (or something gone) is open', () => {
    expect(queueNeighbour(ids, null, 1)).toBe('a');
    expect(queueNeighbour(ids, 'gone', 1)).toBe('a');
    expect(queueNeighbour(ids, null, -1)).toBeNull();
    expect(queueNeighbour([], null, 1)).toBeNull();
  });
  it('opens the next after a review, the previous after the last, none when empty', () => {
    expect(nextAfterReview(ids, 'a')).toBe('b');
    expect(nextAfterReview(ids, 'b')).toBe('c');
    expect(nextAfterReview(ids, 'c')).toBe('b');
    expect(nextAfterReview(['a'], 'a')).toBeNull();
    expect(nextAfterReview(ids, 'gone')).toBe('a');
  });
});
