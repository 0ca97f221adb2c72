// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import rison from 'rison';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../web/app/core/http/token-store.ts';
import HomePage, { clientLoader } from '../../../../web/app/routes/home.tsx';
import { renderWithProviders } from '../render-with-providers.tsx';

const me = {
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  created_on: '2024-01-01T00:00:00',
  changed_on: null,
  login_count: 3,
};

const list = (result: unknown[]) => ({ count: result.length, ids: result.map((_row, index) => index + 1), result });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the home page reads it: the user, one owned chart, one favourite chart, a failing saved query list. */
function answer(url: string): Response {
  const { pathname, searchParams } = new URL(url, 'http://skyset.test');
  if (pathname === '/api/v1/me/') return json({ result: me });
  if (pathname === '/api/v1/chart/') {
    const query = rison.decode(searchParams.get('q') ?? '()') as { filters: { opr: string }[] };
    const favourite = query.filters.some((filter) => filter.opr === 'chart_is_favorite');
    const row = favourite
      ? { id: 8, slice_name: 'Starred sales', url: '/explore/?slice_id=8', changed_on_delta_humanized: 'a day ago' }
      : { id: 7, slice_name: 'Births by year', url: '/explore/?slice_id=7', changed_on_delta_humanized: '2 hours ago' };
    return json(list([row]));
  }
  if (pathname === '/api/v1/dashboard/') return json(list([]));
  return json({ message: 'Internal server error' }, 500);
}

/** What each section shows: its title and its text after the title. */
const sections = () => screen.getAllByRole('region').map((section) => [section.querySelector('h2')?.textContent, section.textContent]);

describe('home page', () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => answer(input instanceof Request ? input.url : String(input))));
    const Stub = createRoutesStub([{ path: '/', Component: HomePage, loader: clientLoader, HydrateFallback: () => null }]);
    renderWithProviders(<Stub initialEntries={['/']} />);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('greets the user by first name', async () => {
    // Act
    const heading = await screen.findByRole('heading', { level: 1 });

    // Assert
    expect(heading.textContent).toBe('Welcome, Ada');
  });

  it("lists the user's charts, says plainly what is empty, and what could not be read", async () => {
    // Act
    await screen.findByRole('link', { name: 'Births by year' });
    await screen.findByText('This list could not be loaded');

    // Assert
    expect(sections()).toEqual([
      ['Dashboards', expect.stringContaining('Nothing here yet')],
      ['Charts', expect.stringContaining('Births by yearModified 2 hours ago')],
      ['Saved queries', expect.stringContaining('This list could not be loaded')],
    ]);
  });

  it('switches the charts to the favourites', async () => {
    // Arrange
    await screen.findByRole('link', { name: 'Births by year' });

    // Act
    fireEvent.click(screen.getByText('Favorite'));

    // Assert
    await waitFor(() => expect(screen.getByRole('link', { name: 'Starred sales' }).getAttribute('href')).toBe('/explore/?slice_id=8'));
  });
});
