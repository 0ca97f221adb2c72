import { useEffect } from 'react';
import { type LogEventData, logEvent } from './usage-logger.ts';

/**
 * Log an event once per `key` while a component is shown (a dashboard or chart opened): a new key logs again, a
 * re-render does not. Nothing is logged while `key` is undefined (the object is still loading).
 */
export function useLogOnce(eventName: string, key: string | number | undefined, data: () => LogEventData): void {
  useEffect(() => {
    if (key !== undefined) logEvent(eventName, data());
    // `data` is read when the key changes only: a new closure each render must not log again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventName, key]);
}
