import { isRouteErrorResponse } from 'react-router';
import { ApiError, NO_RESPONSE_STATUS } from './http/api-error.ts';
import { toApiError } from './query-error.ts';

/** What an error page shows: never a stack trace outside development. */
export interface ErrorDescription {
  /** HTTP status when there is one worth showing. */
  status?: number;
  title: string;
  message: string;
  /** Development only: the stack of an unexpected error, to debug faster. */
  details?: string;
}

const GENERIC_MESSAGE = 'An unexpected error occurred. Please try again.';

/** Describes whatever a route threw: an ApiError, a thrown Response, or an unexpected error. */
export function describeError(thrown: unknown, isDevelopment = import.meta.env.DEV): ErrorDescription {
  const error = toApiError(thrown);
  if (error instanceof ApiError) return describeApiError(error);
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data !== '' ? error.data : error.statusText;
    return { status: error.status, title: titleForStatus(error.status), message: message || GENERIC_MESSAGE };
  }
  if (isDevelopment && error instanceof Error) {
    return { title: 'Something went wrong', message: error.message, details: error.stack };
  }
  return { title: 'Something went wrong', message: GENERIC_MESSAGE };
}

/** One line for a toast about a failed background request (an ApiError or an RTK Query endpoint's error). */
export function errorSummary(error: unknown): string {
  const apiError = toApiError(error);
  return apiError instanceof ApiError ? apiError.message : GENERIC_MESSAGE;
}

function describeApiError(error: ApiError): ErrorDescription {
  if (error.status === NO_RESPONSE_STATUS) return { title: 'Something went wrong', message: error.message };
  return { status: error.status, title: titleForStatus(error.status), message: error.message };
}

function titleForStatus(status: number): string {
  if (status === 401) return 'Please sign in';
  if (status === 403) return 'Access denied';
  if (status === 404) return 'Not found';
  if (status >= 500) return 'The server ran into a problem';
  return 'Something went wrong';
}
