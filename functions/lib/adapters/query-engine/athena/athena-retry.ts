/** Retries of Athena calls refused for throttling: exponential backoff with jitter. */

/** How the retry waits and draws its jitter; injected so tests need no real time or randomness. */
export interface RetryTiming {
  sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1). */
  random: () => number;
}

/** Attempts per call, the first included. */
export const THROTTLE_MAX_ATTEMPTS = 5;
const BASE_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;

const THROTTLING_ERROR_NAMES = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'ThrottledException',
  'RequestLimitExceeded',
]);

/** True for the errors Athena answers when a caller is too fast or too many queries run at once. */
export function isThrottling(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const retryable = (error as { $retryable?: { throttling?: boolean } }).$retryable;
  return THROTTLING_ERROR_NAMES.has(error.name) || retryable?.throttling === true;
}

/**
 * The wait before retry number `attempt` (1-based): half the exponential step for sure, half drawn at
 * random, so many callers throttled together do not all come back at the same moment.
 */
export function throttleDelayMs(attempt: number, random: () => number): number {
  const step = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Calls `send` until it succeeds, fails for another reason, or throttling outlasts THROTTLE_MAX_ATTEMPTS. */
export async function withThrottleRetry<T>(send: () => Promise<T>, timing: RetryTiming): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (!isThrottling(error) || attempt >= THROTTLE_MAX_ATTEMPTS) throw error;
      await timing.sleep(throttleDelayMs(attempt, timing.random));
    }
  }
}
