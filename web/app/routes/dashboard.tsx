import { DashboardPage, dashboardUrlState, loadDashboard } from '../features/dashboard/index.ts';
import { RouteErrorView } from '../core/route-error-view.tsx';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.model.dashboard.dashboard_title || 'Dashboard'} · Skyset` }];

/** Hydrates the dashboard the URL names (by id or slug), with the permalink state `permalink_key` names. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = dashboardUrlState(new URL(request.url).searchParams);
  return { model: await loadDashboard(params.idOrSlug, url.permalinkKey), url };
}

/** Superset's dashboard at `/superset/dashboard/{id_or_slug}/`. */
export default function DashboardRoute({ loaderData: { model, url } }: Route.ComponentProps) {
  // A new dashboard (or a reload) starts fresh: tabs, refreshes and chart states belong to one dashboard.
  return <DashboardPage key={model.dashboard.id} model={model} url={url} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
