import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@wellness/contracts';
import { createToastStore, toastReducer } from './store';
import type { Toast } from './store';

const t = (id: string, open = true): Toast => ({ id, title: id, open });

describe('toastReducer', () => {
  it('keeps only TOAST_LIMIT (1) toast, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
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
    expect(TOAST_REMOVE_DELAY_MS).toBe(1000000);
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const { id, dismiss } = store.toast({ title: 'Hi', variant: 'destructive' });
    expect(store.getState().toasts).toEqual([
      { id, title: 'Hi', variant: 'destructive', open: true },
    ]);
    dismiss();
    expect(store.getState().toasts[0].open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
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
