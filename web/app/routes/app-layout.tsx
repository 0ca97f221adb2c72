import { AppShell } from '@mantine/core';
import { Outlet, redirect } from 'react-router';
import { getCurrentUser, hasSession } from '../api/security.ts';
import { TopNav } from '../components/nav/top-nav.tsx';
import { RouteErrorView } from '../components/route-error-view.tsx';
import { loginHref, pathWithSearch } from '../lib/login-paths.ts';
import type { Route } from './+types/app-layout';

/** Sends visitors without a session to the login page and loads the user for the top bar. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!hasSession()) throw redirect(loginHref(pathWithSearch(request.url)));
  return { user: await getCurrentUser() };
}

/** The signed-in frame: top navigation and the current screen below it. */
export default function AppLayout({ loaderData: { user } }: Route.ComponentProps) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <TopNav user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
