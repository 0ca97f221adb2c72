// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { createRoutesStub, useRouteError } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../web/app/core/http/api-error.ts';
import { DashboardErrorView } from '../../../../../web/app/features/dashboard/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

function ErrorBoundary() {
  return <DashboardErrorView error={useRouteError()} />;
}

/** The dashboard route with a loader failing as `load` does, and the dashboard's error view as its boundary. */
function renderDashboardFailing(load: () => Promise<unknown>) {
  const Stub = createRoutesStub([
    {
      path: '/superset/dashboard/:idOrSlug/',
      Component: () => <h1>Dashboard loaded</h1>,
      loader: load,
      ErrorBoundary,
      HydrateFallback: () => null,
    },
  ]);
  return renderWithProviders(<Stub initialEntries={['/superset/dashboard/7/']} />);
}

describe('the dashboard page that cannot open', () => {
  it.each([404, 403])("says, in Superset's words, that the user has no access to it (%i)", async (status) => {
    // Arrange
    const load = vi.fn().mockRejectedValue(new ApiError(status, ['Not found']));

    // Act
    renderDashboardFailing(load);

    // Assert
    const alert = await screen.findByRole('alert');
    expect([screen.getByRole('heading', { level: 1 }).textContent, alert.textContent]).toEqual([
      "You don't have access to this dashboard.",
      `Error ${status}The dashboard you are looking for may have been deleted or moved, or it is not shared with you: ask its owner for one of its roles.`,
    ]);
  });

  it('shows any other failure as every route does', async () => {
    // Arrange
    const load = vi.fn().mockRejectedValue(new ApiError(500, ['Internal server error']));

    // Act
    renderDashboardFailing(load);

    // Assert
    const alert = await screen.findByRole('alert');
    expect([screen.getByRole('heading', { level: 1 }).textContent, alert.textContent]).toEqual([
      'The server ran into a problem',
      'Error 500Internal server error',
    ]);
  });
});
