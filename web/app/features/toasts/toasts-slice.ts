import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { DEFAULT_TOAST_DURATION_MS, ToastType, type ToastOptions, type ToastRequest } from '#shared/toasts.ts';
import { rootReducer } from '../../core/store.ts';

/** A visible toast; `duration` 0 means it stays until closed. */
export interface Toast {
  id: string;
  toastType: ToastType;
  text: string;
  duration: number;
  noDuplicate: boolean;
}

/** Visible toasts, oldest first. */
export interface ToastsState {
  toasts: Toast[];
}

export const initialToastsState: ToastsState = { toasts: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastsState,
  reducers: {
    addToast: {
      reducer(state, action: PayloadAction<Toast>) {
        const toast = action.payload;
        if (toast.noDuplicate && state.toasts.some((visible) => visible.text === toast.text)) return;
        state.toasts.push(toast);
      },
      // Id and defaults are settled when the action is created so the reducer stays pure.
      prepare(request: ToastRequest) {
        const toast: Toast = {
          id: nanoid(),
          toastType: request.toastType,
          text: request.text,
          duration: Math.max(0, request.duration ?? DEFAULT_TOAST_DURATION_MS),
          noDuplicate: request.noDuplicate ?? false,
        };
        return { payload: toast };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.toasts,
  },
});

declare module '../../core/store.ts' {
  // Declaration merging is how a feature adds its slice to the root state's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof toastsSlice> {}
}

/**
 * The slice injected into the root reducer. Core never imports features, so the toasts feature adds itself;
 * every module that raises or shows a toast imports this file, so the slice is in place before its first action.
 */
export const injectedToastsSlice = toastsSlice.injectInto(rootReducer);

/** The visible toasts, oldest first, from the root state. */
export const { selectToasts } = injectedToastsSlice.selectors;

export const { addToast, removeToast } = toastsSlice.actions;

/** Reducer of the `toasts` slice. */
export const toastsReducer = toastsSlice.reducer;

/** Raises an informational toast. */
export const addInfoToast = (text: string, options: ToastOptions = {}) =>
  addToast({ ...options, toastType: ToastType.INFO, text });

/** Raises a toast confirming that something worked. */
export const addSuccessToast = (text: string, options: ToastOptions = {}) =>
  addToast({ ...options, toastType: ToastType.SUCCESS, text });

/** Raises a toast about something the user should look at. */
export const addWarningToast = (text: string, options: ToastOptions = {}) =>
  addToast({ ...options, toastType: ToastType.WARNING, text });

/** Raises a toast about a failure. */
export const addDangerToast = (text: string, options: ToastOptions = {}) =>
  addToast({ ...options, toastType: ToastType.DANGER, text });
