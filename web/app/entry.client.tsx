import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { authTokens } from './core/http/token-store.ts';
import { startDashboardRequests } from './features/dashboard/early-requests.ts';

// React Router's own client entry, with one addition: a signed-in visitor's screen data is asked for before the
// screens' code has loaded (core/http/early-requests.ts).
const token = authTokens.read()?.access_token;
if (token) startDashboardRequests(window.location.pathname, token);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
