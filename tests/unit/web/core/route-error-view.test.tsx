// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { createRoutesStub, useRouteError } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../web/app/core/http/api-error.ts';
import { RouteErrorView } from '../../../../web/app/core/route-error-view.tsx';
import { renderWithProviders } from '../render-with-providers.tsx';

function ErrorBoundary() {
  return <RouteErrorView error={useRouteError()} />;
}

/** A page whose loader runs `load`, with the shared error view as its boundary. */
function renderPageWithLoader(load: () => Promise<unknown>) {
  const Stub = createRoutesStub([
    {
      path: '/charts',
      Component: () => <h1>Charts loaded</h1>,
      loader: load,
      ErrorBoundary,
      HydrateFallback: () => null,
    },
  ]);
  return renderWithProviders(<Stub initialEntries={['/charts']} />);
}

describe('RouteErrorView', () => {
  it('shows the status and message of a failed API call', async () => {
    // Arrange
    const load = vi.fn().mockRejectedValue(new ApiError(500, ['Internal server error']));

    // Act
    renderPageWithLoader(load);

    // Assert
    const alert = await screen.findByRole('alert');
    expect([screen.getByRole('heading', { level: 1 }).textContent, alert.textContent]).toEqual([
      'The server ran into a problem',
      'Error 500Internal server error',
    ]);
  });

  it('loads the page again on "Try again"', async () => {
    // Arrange
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, ['Busy']))
      .mockResolvedValue(null);
    renderPageWithLoader(load);

    // Act
    fireEvent.click(await screen.findByRole('link', { name: 'Try again' }));

    // Assert
    expect(await screen.findByRole('heading', { name: 'Charts loaded' })).toBeTruthy();
  });

  it('shows a redirect notice instead of an error when the session ended', async () => {
    // Arrange
    const load = vi.fn().mockRejectedValue(new ApiError(401, ['Your session has expired. Please sign in again.']));

    // Act
    renderPageWithLoader(load);

    // Assert
    expect(await screen.findByText('Redirecting to sign in…')).toBeTruthy();
  });
});
