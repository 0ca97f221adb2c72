import { useMemo } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import {
  DashboardErrorView,
  DashboardPage,
  dashboardUrlState,
  loadDashboard,
  prefetchShownCharts,
  type DashboardUrlState,
} from '../features/dashboard/index.ts';
import { preloadMyRoles } from '../features/auth/index.ts';
import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.model.dashboard.dashboard_title || 'Dashboard'} · Skyset` },
];

/**
 * Hydrates the dashboard the URL names (by id or slug), with the permalink state `permalink_key` names, and starts
 * the queries of the charts it shows while the page renders. The user's roles (what the page lets them do) are asked
 * for beside it, so the page and its chart cards render with them.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  preloadMyRoles();
  const model = await loadDashboard(params.idOrSlug, dashboardUrlState(url.searchParams).permalinkKey);
  prefetchShownCharts(model, url);
  return { model };
}

/**
 * Only another dashboard or another permalink hydrates again: `standalone`, `edit` and the other display parameters
 * change how the open dashboard shows, and must not run its charts' queries again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('permalink_key') !== nextUrl.searchParams.get('permalink_key');
}

/** Superset's dashboard at `/superset/dashboard/{id_or_slug}/`. */
export default function DashboardRoute({ loaderData: { model } }: Route.ComponentProps) {
  const [search] = useSearchParams();
  // By what it says, not by the query string: the filters' key written into the URL changes nothing the page shows,
  // and a new object would render every chart card again.
  const text = JSON.stringify(dashboardUrlState(search));
  const url = useMemo(() => JSON.parse(text) as DashboardUrlState, [text]);
  // Another dashboard starts fresh: tabs, refreshes and chart states belong to one dashboard.
  return <DashboardPage key={model.dashboard.id} model={model} url={url} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorView error={error} />;
}
