import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_TOAST_DURATION_MS,
  ToastType,
  type ToastOptions,
  type ToastRequest,
} from '#shared/toasts.ts';

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

const toastsSlice = createSlice({
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
});

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
