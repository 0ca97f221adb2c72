import { ErrorPage } from '../ui/error-page.tsx';
import { FullPageLoader } from '../ui/full-page-loader.tsx';
import { describeError } from './describe-error.ts';
import { ApiError } from './http/api-error.ts';
import { toApiError } from './query-error.ts';

/**
 * The body of every route's ErrorBoundary: status and message of what failed and a way to retry.
 * An expired session is not an error worth showing: the API client is already leaving for the login page.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const apiError = toApiError(error);
  if (apiError instanceof ApiError && apiError.status === 401)
    return <FullPageLoader label="Redirecting to sign in…" />;
  return <ErrorPage {...describeError(apiError)} />;
}
