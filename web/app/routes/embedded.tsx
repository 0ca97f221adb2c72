import { useMemo } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { preloadMyRoles } from '../features/auth/index.ts';
import {
  DashboardPage,
  dashboardUrlState,
  EmbeddedBridge,
  loadDashboard,
  prefetchShownCharts,
  type DashboardUrlState,
} from '../features/dashboard/index.ts';
import {
  embeddedDashboardId,
  EmbeddedErrorView,
  EmbeddedTheme,
  openEmbeddedSession,
} from '../features/embedded/index.ts';
import { loadTenantThemeOnce } from '../features/tenant-theme/index.ts';
import type { Route } from './+types/embedded';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.model.dashboard.dashboard_title || 'Dashboard'} · Skyset` },
];

/**
 * Superset's `/embedded/{uuid}`, in the embedded SDK's iframe: waits for the host's guest token, finds the embedding's
 * dashboard and hydrates it as the dashboard route does, with the permalink state `permalink_key` names.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const host = await openEmbeddedSession();
  // The tenant's brand, as every page of the app reads it; the host may hand over its own (EmbeddedTheme).
  void loadTenantThemeOnce();
  const url = new URL(request.url);
  preloadMyRoles();
  const model = await loadDashboard(
    await embeddedDashboardId(params.uuid),
    dashboardUrlState(url.searchParams).permalinkKey,
  );
  prefetchShownCharts(model, url);
  return { model, host };
}

/** Only another permalink hydrates again: the SDK's display parameters change how the dashboard shows. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('permalink_key') !== nextUrl.searchParams.get('permalink_key');
}

/** The embedded dashboard: no navigation, never in edit mode, the SDK's uiConfig and filter settings applied. */
export default function EmbeddedRoute({ loaderData: { model, host } }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const text = JSON.stringify({ ...dashboardUrlState(search), hideNav: true, edit: false });
  const url = useMemo(() => JSON.parse(text) as DashboardUrlState, [text]);
  return (
    <>
      <EmbeddedTheme host={host} />
      <DashboardPage
        key={model.dashboard.id}
        model={model}
        url={url}
        extension={<EmbeddedBridge host={host} emitDataMasks={url.emitDataMasks} />}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <EmbeddedErrorView error={error} />;
}
