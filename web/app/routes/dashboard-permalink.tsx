import { redirect } from 'react-router';
import { RouteErrorView } from '../core/route-error-view.tsx';
import { apiFetch } from '../core/http/client.ts';
import type { Route } from './+types/dashboard-permalink';
import { DashboardPermalinkResponse } from '../features/dashboard/index.ts';

/** Superset's dashboard permalink `/superset/dashboard/p/{key}/`: opens the dashboard it names with its state. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { dashboardId } = await apiFetch(`/api/v1/dashboard/permalink/${encodeURIComponent(params.key)}`, {
    schema: DashboardPermalinkResponse,
  });
  throw redirect(
    `/superset/dashboard/${encodeURIComponent(dashboardId ?? '')}/?permalink_key=${encodeURIComponent(params.key)}`,
  );
}

export default function DashboardPermalinkRoute() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
