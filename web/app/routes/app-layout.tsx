import { Outlet, redirect } from 'react-router';
import { loginHref, pathWithSearch } from '../core/http/login-paths.ts';
import { RouteErrorView } from '../core/route-error-view.tsx';
import { hasSession, loadCurrentUser, useGetMeQuery } from '../features/auth/index.ts';
import { useLogNavigation } from '../features/logging/index.ts';
import { TopNav } from '../features/nav/index.ts';
import { loadTenantThemeOnce } from '../features/tenant-theme/index.ts';
import { AppFrame } from '../ui/app-frame.tsx';
import type { Route } from './+types/app-layout';

/** Sends visitors without a session to the login page, loads the user for the top bar and the tenant's theme. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!hasSession()) throw redirect(loginHref(pathWithSearch(request.url)));
  // The tenant's theme, once per page open; the page draws meanwhile with the one this browser kept.
  void loadTenantThemeOnce();
  const search = new URL(request.url).searchParams;
  // Dashboards also hide the navigation for standalone 2 and 3 and for the embedded uiConfig's "hide nav" bit (4).
  const standalone =
    ['1', '2', '3', 'true'].includes(search.get('standalone') ?? '') || (Number(search.get('uiConfig')) & 4) !== 0;
  return { user: await loadCurrentUser(), standalone };
}

/** The signed-in frame: top navigation and the current screen below it; an embedded screen (`?standalone=1`) alone. */
export default function AppLayout({ loaderData: { user, standalone } }: Route.ComponentProps) {
  useLogNavigation();
  // The cached user follows changes the user makes to themselves (Info > Edit user); the loader's copy is the first.
  const me = useGetMeQuery(undefined, { skip: standalone });
  return (
    <AppFrame header={standalone ? null : <TopNav user={me.data ?? user} />}>
      <Outlet />
    </AppFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
