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
    // Offsets as numbers: Mantine resolves spacing tokens for margins and paddings, not for the position props.
    <Stack
      pos="fixed"
      bottom={16}
      right={16}
      gap="xs"
      w={360}
      maw="calc(100vw - 32px)"
      style={{ zIndex: 1000 }}
      data-testid="toast-container"
    >
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
