import type { ApiQueryError } from './api.ts';
import { ApiError } from './http/api-error.ts';

/** Whether `value` is the error shape RTK Query endpoints of `api` reject with. */
export function isApiQueryError(value: unknown): value is ApiQueryError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ApiQueryError>;
  return typeof candidate.status === 'number' && Array.isArray(candidate.messages) && Array.isArray(candidate.errors);
}

/**
 * Turns what an unwrapped endpoint call rejected with back into an ApiError, so route error boundaries
 * and toasts read one error type whether the call went through RTK Query or the plain client.
 */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || !isApiQueryError(error)) return error;
  return new ApiError(error.status, error.messages, { errors: error.errors });
}
