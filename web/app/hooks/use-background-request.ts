import { useEffect, useState } from 'react';
import { errorSummary } from '../lib/describe-error.ts';
import { useAppDispatch } from '../state/store.ts';
import { addDangerToast } from '../state/toasts-slice.ts';

/** Progress of a request a component makes on its own, outside route loaders. */
export interface BackgroundRequestState<T> {
  data: T | undefined;
  loading: boolean;
}

/**
 * Runs `request` while it is non-null and keeps its result. A failure is not worth an error page
 * (the screen around it still works), so it becomes a DANGER toast. Pass a stable function
 * (`useCallback`/`useMemo`): a new one starts a new request and aborts the previous one.
 */
export function useBackgroundRequest<T>(
  request: ((signal: AbortSignal) => Promise<T>) | null,
): BackgroundRequestState<T> {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<BackgroundRequestState<T>>({ data: undefined, loading: false });

  useEffect(() => {
    if (request === null) return undefined;
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    request(controller.signal).then(
      (data) => setState({ data, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, loading: false }));
        dispatch(addDangerToast(errorSummary(error), { noDuplicate: true }));
      },
    );
    return () => controller.abort();
  }, [dispatch, request]);

  return state;
}
