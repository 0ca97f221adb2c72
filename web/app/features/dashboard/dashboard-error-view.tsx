import { RouteErrorView } from '../../core/route-error-view.tsx';
import { ApiError } from '../../core/http/api-error.ts';
import { toApiError } from '../../core/query-error.ts';
import { ErrorPage } from '../../ui/error-page.tsx';

/** Superset's words for a dashboard the user may not open (DashboardAccessDeniedError, its dashboard view's flash). */
export const DASHBOARD_ACCESS_DENIED = "You don't have access to this dashboard.";

/**
 * What the dashboard page shows when it cannot open: for a dashboard the API does not give (404, or 403), Superset's
 * access-denied words rather than a bare "Not found". The API answers a dashboard hidden from the user exactly as one
 * that does not exist, as Superset's own API does, so the page cannot tell them apart and says both. Anything else
 * as every route shows it.
 */
export function DashboardErrorView({ error }: { error: unknown }) {
  const apiError = toApiError(error);
  if (!(apiError instanceof ApiError) || (apiError.status !== 404 && apiError.status !== 403))
    return <RouteErrorView error={error} />;
  return (
    <ErrorPage
      status={apiError.status}
      title={DASHBOARD_ACCESS_DENIED}
      message={
        'The dashboard you are looking for may have been deleted or moved, or it is not shared with you: ' +
        'ask its owner for one of its roles.'
      }
    />
  );
}
