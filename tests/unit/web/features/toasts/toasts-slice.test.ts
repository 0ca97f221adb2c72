import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, ToastType } from '../../../../../shared/toasts.ts';
import {
  addDangerToast,
  addInfoToast,
  addSuccessToast,
  addToast,
  addWarningToast,
  initialToastsState,
  removeToast,
  toastsReducer,
  type Toast,
  type ToastsState,
} from '../../../../../web/app/features/toasts/toasts-slice.ts';

const toast = (id: string, text: string, overrides: Partial<Toast> = {}): Toast => ({
  id,
  toastType: ToastType.INFO,
  text,
  duration: DEFAULT_TOAST_DURATION_MS,
  noDuplicate: false,
  ...overrides,
});

const withToasts = (...toasts: Toast[]): ToastsState => ({ toasts });

describe('toasts reducer', () => {
  it.each([
    { name: 'adds to an empty list', before: withToasts(), added: toast('b', 'Saved'), after: ['b'] },
    {
      name: 'appends after visible toasts',
      before: withToasts(toast('a', 'Loaded')),
      added: toast('b', 'Saved'),
      after: ['a', 'b'],
    },
    {
      name: 'keeps a duplicate text when noDuplicate is off',
      before: withToasts(toast('a', 'Saved')),
      added: toast('b', 'Saved'),
      after: ['a', 'b'],
    },
    {
      name: 'drops a duplicate text when noDuplicate is on',
      before: withToasts(toast('a', 'Saved')),
      added: toast('b', 'Saved', { noDuplicate: true }),
      after: ['a'],
    },
    {
      name: 'adds a noDuplicate toast whose text is new',
      before: withToasts(toast('a', 'Saved')),
      added: toast('b', 'Deleted', { noDuplicate: true }),
      after: ['a', 'b'],
    },
  ])('addToast $name', ({ before, added, after }) => {
    // Arrange
    const action = { type: addToast.type, payload: added };

    // Act
    const state = toastsReducer(before, action);

    // Assert
    expect(state.toasts.map((visible) => visible.id)).toEqual(after);
  });

  it.each([
    {
      name: 'removes the toast with that id',
      before: withToasts(toast('a', 'x'), toast('b', 'y')),
      id: 'a',
      after: ['b'],
    },
    { name: 'ignores an unknown id', before: withToasts(toast('a', 'x')), id: 'zz', after: ['a'] },
    { name: 'leaves an empty list empty', before: withToasts(), id: 'a', after: [] },
  ])('removeToast $name', ({ before, id, after }) => {
    // Arrange
    const action = removeToast(id);

    // Act
    const state = toastsReducer(before, action);

    // Assert
    expect(state.toasts.map((visible) => visible.id)).toEqual(after);
  });

  it('starts with no toasts', () => {
    // Arrange
    const action = { type: 'unrelated/action' };

    // Act
    const state = toastsReducer(undefined, action);

    // Assert
    expect(state).toEqual(initialToastsState);
  });
});

describe('toast action creators', () => {
  it.each([
    { name: 'addInfoToast', create: addInfoToast, toastType: ToastType.INFO },
    { name: 'addSuccessToast', create: addSuccessToast, toastType: ToastType.SUCCESS },
    { name: 'addWarningToast', create: addWarningToast, toastType: ToastType.WARNING },
    { name: 'addDangerToast', create: addDangerToast, toastType: ToastType.DANGER },
  ])('$name fills in its kind and the defaults', ({ create, toastType }) => {
    // Arrange
    const text = 'Something happened';

    // Act
    const { payload } = create(text);

    // Assert
    expect(payload).toEqual({ id: expect.any(String), toastType, text, duration: 8000, noDuplicate: false });
  });

  it.each([
    {
      name: 'keeps a duration of 0 (stay until closed)',
      options: { duration: 0 },
      expected: { duration: 0, noDuplicate: false },
    },
    { name: 'keeps a custom duration', options: { duration: 3000 }, expected: { duration: 3000, noDuplicate: false } },
    {
      name: 'treats a negative duration as 0',
      options: { duration: -5 },
      expected: { duration: 0, noDuplicate: false },
    },
    { name: 'keeps noDuplicate', options: { noDuplicate: true }, expected: { duration: 8000, noDuplicate: true } },
  ])('addToast $name', ({ options, expected }) => {
    // Arrange
    const request = { toastType: ToastType.WARNING, text: 'Careful', ...options };

    // Act
    const { payload } = addToast(request);

    // Assert
    expect({ duration: payload.duration, noDuplicate: payload.noDuplicate }).toEqual(expected);
  });

  it('gives every toast its own id', () => {
    // Arrange
    const text = 'Same text';

    // Act
    const ids = [addInfoToast(text), addInfoToast(text)].map((action) => action.payload.id);

    // Assert
    expect(new Set(ids).size).toBe(2);
  });
});
