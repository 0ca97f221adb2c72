import { Notification, Stack } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { ToastType } from '#shared/toasts.ts';
import { useAppDispatch, useAppSelector } from '../../core/store.ts';
import { removeToast, selectToasts, type Toast } from './toasts-slice.ts';

const TOAST_COLORS: Record<ToastType, string> = {
  [ToastType.INFO]: 'blue',
  [ToastType.SUCCESS]: 'green',
  [ToastType.WARNING]: 'yellow',
  [ToastType.DANGER]: 'red',
};

/** The visible toasts, stacked in the bottom-right corner above everything else. */
export function ToastContainer() {
  const toasts = useAppSelector(selectToasts);
  return (
    // Plain styles: Mantine's `bottom`/`right` style props do not take theme spacing keys.
    <Stack gap="xs" style={{ position: 'fixed', bottom: 16, right: 16, width: 360, maxWidth: 'calc(100vw - 32px)', zIndex: 1000 }}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}

/** One toast: closable, and gone by itself after its duration unless that is 0. */
function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(removeToast(toast.id)), [dispatch, toast.id]);

  useEffect(() => {
    if (toast.duration === 0) return undefined;
    const timer = setTimeout(close, toast.duration);
    return () => clearTimeout(timer);
  }, [close, toast.duration]);

  return (
    <Notification
      color={TOAST_COLORS[toast.toastType]}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Dismiss notification' }}
      // Failures interrupt assistive technology; everything else waits its turn.
      role={toast.toastType === ToastType.DANGER ? 'alert' : 'status'}
      withBorder
    >
      {toast.text}
    </Notification>
  );
}
