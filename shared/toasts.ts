/**
 * Toast kinds and defaults shared by the web app and anything that describes a toast for it
 * (for example a handler answering with a message the client should surface).
 * The string values are Superset's ToastType values so messages stay recognisable across both products.
 */
export const ToastType = {
  INFO: 'INFO_TOAST',
  SUCCESS: 'SUCCESS_TOAST',
  WARNING: 'WARNING_TOAST',
  DANGER: 'DANGER_TOAST',
} as const;

/** One of the four toast kinds. */
export type ToastType = (typeof ToastType)[keyof typeof ToastType];

/** How long a toast stays visible unless told otherwise. */
export const DEFAULT_TOAST_DURATION_MS = 8000;

/** A duration of zero keeps the toast until the user closes it. */
export const PERSISTENT_TOAST_DURATION_MS = 0;

/** What a caller asks for when it raises a toast. */
export interface ToastRequest {
  toastType: ToastType;
  text: string;
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. */
  duration?: number;
  /** Drop this toast when one with the same text is already visible. */
  noDuplicate?: boolean;
}

/** Options of the per-kind helpers (`addInfoToast(text, options)` and friends). */
export type ToastOptions = Omit<ToastRequest, 'toastType' | 'text'>;
