import '@mantine/core/styles.css';
import { mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { earlyRequestsPlan, earlyRequestsScript } from './core/http/early-requests.ts';
import { COLOR_SCHEME_SCRIPT } from './core/color-scheme.ts';
import { AUTH_STORAGE_KEY } from './core/http/token-store.ts';
import { AppProviders } from './core/providers.tsx';
import { RouteErrorView } from './core/route-error-view.tsx';
import { DASHBOARD_EARLY_REQUESTS } from './features/dashboard/early-requests.ts';
import { EMBEDDED_HANDSHAKE_SCRIPT } from './features/embedded/page-script.ts';
import { ToastContainer } from './features/toasts/index.ts';
import { FullPageLoader } from './ui/full-page-loader.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }];

export const meta: Route.MetaFunction = () => [{ title: 'Skyset' }];

/** The page's first script: a signed-in visitor's screen data and code are asked for before the app's code has run. */
const EARLY_REQUESTS_SCRIPT = earlyRequestsScript(earlyRequestsPlan(AUTH_STORAGE_KEY, [DASHBOARD_EARLY_REQUESTS]));

/**
 * The HTML document around every screen, error page and the prerendered loading shell.
 * Providers live here rather than in `App` so error boundaries and the fallback get the theme too.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    // The page's script sets the colour-scheme attribute on <html> before React hydrates; mantineHtmlProps says that is
    // expected.
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Its text differs between the prerendered page and the minified client; the browser ran the page's own. */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_REQUESTS_SCRIPT }} suppressHydrationWarning />
        {/* An embedded page keeps the SDK's channel even if it is handed over before the app's code has run. */}
        <script dangerouslySetInnerHTML={{ __html: EMBEDDED_HANDSHAKE_SCRIPT }} suppressHydrationWarning />
        {/* Light, dark or the system's, as the user chose (Superset's theme mode), set before anything paints. */}
        <script dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} suppressHydrationWarning />
        <Meta />
        <Links />
      </head>
      <body>
        <AppProviders>
          {children}
          <ToastContainer />
        </AppProviders>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** The root route renders whichever screen matched. */
export default function App() {
  return <Outlet />;
}

/** Shown by the static index.html until the first screen's data has loaded. */
export function HydrateFallback() {
  return <FullPageLoader label="Loading Skyset…" />;
}

/** Last line of defence for errors no route handled. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
