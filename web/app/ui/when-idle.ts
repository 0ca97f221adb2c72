/** How long an idle task waits at most when the browser is never idle, unless the caller says otherwise. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` in the browser's next idle moment (within `timeoutMs` at the latest), so work nobody waits for does not
 * compete with what the page is drawing; answers a function that cancels it. Browsers without idle callbacks run it
 * on the next macrotask.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
