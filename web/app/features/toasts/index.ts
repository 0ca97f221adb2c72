/** Superset's toasts: the slice and its action creators, the container that shows them and a hook to raise them. */
export {
  addDangerToast,
  addInfoToast,
  addSuccessToast,
  addToast,
  addWarningToast,
  removeToast,
  selectToasts,
  type Toast,
  type ToastsState,
} from './toasts-slice.ts';
export { ToastContainer } from './toast-container.tsx';
export { useToasts, type ToastActions } from './use-toasts.ts';
