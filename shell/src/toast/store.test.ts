import { createToastStore, toastReducer } from './store';
import type { Toast } from './store';

const t = (id: string, open = true): Toast => ({ id, title: id, open });

describe('toastReducer', () => {
  it('keeps only one toast, the newest', () => {
    let s = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('a') });
    s = toastReducer(s, { type: 'ADD_TOAST', toast: t('b') });
    expect(s.toasts.map((x) => x.id)).toEqual(['b']);
  });
  it('updates by id', () => {
    const s = toastReducer(
      { toasts: [t('a')] },
      { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'x' } },
    );
    expect(s.toasts[0].title).toBe('x');
  });
  it('dismiss closes one, or all without an id', () => {
    const s0 = { toasts: [t('a'), t('b')] };
    expect(
      toastReducer(s0, { type: 'DISMISS_TOAST', toastId: 'a' }).toasts.map((x) => x.open),
    ).toEqual([false, true]);
    expect(toastReducer(s0, { type: 'DISMISS_TOAST' }).toasts.map((x) => x.open)).toEqual([
      false,
      false,
    ]);
  });
  it('remove deletes one, or all without an id', () => {
    const s0 = { toasts: [t('a'), t('b')] };
    expect(
      toastReducer(s0, { type: 'REMOVE_TOAST', toastId: 'a' }).toasts.map((x) => x.id),
    ).toEqual(['b']);
    expect(toastReducer(s0, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
  it('is pure', () => {
    const s0 = { toasts: [t('a')] };
    toastReducer(s0, { type: 'DISMISS_TOAST' });
    expect(s0.toasts[0].open).toBe(true);
  });
});

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('removes a dismissed toast 1000000 ms later', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const { id, dismiss } = store.toast({ title: 'Hi', variant: 'destructive' });
    expect(store.getState().toasts).toEqual([
      { id, title: 'Hi', variant: 'destructive', open: true },
    ]);
    dismiss();
    expect(store.getState().toasts[0].open).toBe(false);
    jest.advanceTimersByTime(999_999);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
  });
  it('shows one toast at a time: a new one replaces the visible one', () => {
    const store = createToastStore();
    store.toast({ title: 'first' });
    store.toast({ title: 'second' });
    expect(store.getState().toasts.map((t) => [t.title, t.open])).toEqual([['second', true]]);
  });
  it('gives each toast a new id and can update it', () => {
    const store = createToastStore();
    const a = store.toast({ title: 'a' });
    const b = store.toast({ title: 'b' });
    expect(a.id).not.toBe(b.id);
    b.update({ description: 'more' });
    expect(store.getState().toasts[0]).toMatchObject({ title: 'b', description: 'more' });
  });
});
