// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import NotFoundPage from '../../../../web/app/routes/not-found.tsx';
import { renderWithProviders } from '../render-with-providers.tsx';

function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <h1>Home stand-in</h1> },
    { path: '*', Component: NotFoundPage },
  ]);
  return renderWithProviders(<Stub initialEntries={[url]} />);
}

describe('not-found page', () => {
  it('says the page was not found', async () => {
    // Arrange
    renderAt('/dashboard/list/');

    // Act
    const heading = await screen.findByRole('heading', { level: 1 });

    // Assert
    expect(heading.textContent).toBe('Page not found');
  });

  it('links back to the home page', async () => {
    // Arrange
    renderAt('/no/such/page');

    // Act
    fireEvent.click(await screen.findByRole('link', { name: 'Go to the home page' }));

    // Assert
    expect(await screen.findByRole('heading', { name: 'Home stand-in' })).toBeTruthy();
  });
});
