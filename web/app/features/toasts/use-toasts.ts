import { useMemo } from 'react';
import type { ToastOptions } from '#shared/toasts.ts';
import { useAppDispatch } from '../../core/store.ts';
import { addDangerToast, addInfoToast, addSuccessToast, addWarningToast } from './toasts-slice.ts';

/** Superset's toast API bound to the store, as components receive it from `withToasts`. */
export interface ToastActions {
  addInfoToast: (text: string, options?: ToastOptions) => void;
  addSuccessToast: (text: string, options?: ToastOptions) => void;
  addWarningToast: (text: string, options?: ToastOptions) => void;
  addDangerToast: (text: string, options?: ToastOptions) => void;
}

/** Raises toasts from a component: `const { addSuccessToast } = useToasts()`. The object is stable across renders. */
export function useToasts(): ToastActions {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      addInfoToast: (text, options) => void dispatch(addInfoToast(text, options)),
      addSuccessToast: (text, options) => void dispatch(addSuccessToast(text, options)),
      addWarningToast: (text, options) => void dispatch(addWarningToast(text, options)),
      addDangerToast: (text, options) => void dispatch(addDangerToast(text, options)),
    }),
    [dispatch],
  );
}
