// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import rison from 'rison';
import { createRoutesStub, useLocation } from 'react-router';
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
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Roles of a Gamma-like user: reads and writes charts and dashboards, reads saved queries but saves none. */
const GAMMA_GRANTS = [
  ['can_read', 'Chart'],
  ['can_write', 'Chart'],
  ['can_read', 'Dashboard'],
  ['can_write', 'Dashboard'],
  ['can_read', 'SavedQuery'],
];
let roles: { roles: Record<string, string[][]>; permissions: object } = {
  roles: { Gamma: GAMMA_GRANTS },
  permissions: {},
};

/** What the user opened lately, as GET /api/v1/log/recent_activity/ answers it. */
const recent = {
  action: 'dashboard',
  item_type: 'dashboard',
  item_url: '/superset/dashboard/births/',
  item_title: 'Births board',
  time: 1_700_000_000_000,
  time_delta_humanized: '3 minutes ago',
};

/** The dashboard lists a request asked for, by their filters' operators. */
const dashboardRequests: string[][] = [];

/**
 * The API as the home page reads it: the user and their roles, one recently viewed dashboard, one owned chart, one
 * favourite chart and dashboard, no owned dashboard, a failing saved query list; a created dashboard gets id 12.
 */
function answer(url: string, method: string): Response {
  const { pathname, searchParams } = new URL(url, 'http://skyset.test');
  if (pathname === '/api/v1/me/') return json({ result: me });
  if (pathname === '/api/v1/me/roles/') return json({ result: roles });
  if (pathname === '/api/v1/log/recent_activity/' && searchParams.get('q') === '(page:0,page_size:5)')
    return json({ result: [recent] });
  if (pathname === '/api/v1/dashboard/' && method === 'POST')
    return json({ id: 12, result: { dashboard_title: '[ untitled dashboard ]' } }, 201);
  if (pathname === '/api/v1/chart/') {
    const query = rison.decode(searchParams.get('q') ?? '()') as { filters: { opr: string }[] };
    const favourite = query.filters.some((filter) => filter.opr === 'chart_is_favorite');
    const row = favourite
      ? { id: 8, slice_name: 'Starred sales', url: '/explore/?slice_id=8', changed_on_delta_humanized: 'a day ago' }
      : { id: 7, slice_name: 'Births by year', url: '/explore/?slice_id=7', changed_on_delta_humanized: '2 hours ago' };
    return json(list([row]));
  }
  if (pathname === '/api/v1/dashboard/') {
    const query = rison.decode(searchParams.get('q') ?? '()') as { filters: { opr: string }[] };
    dashboardRequests.push(query.filters.map((filter) => filter.opr));
    const favourite = query.filters.some((filter) => filter.opr === 'dashboard_is_favorite');
    return json(
      list(
        favourite
          ? [
              {
                id: 4,
                dashboard_title: 'Starred board',
                url: '/superset/dashboard/starred/',
                changed_on_delta_humanized: 'now',
              },
            ]
          : [],
      ),
    );
  }
  return json({ message: 'Internal server error' }, 500);
}

/** What each section shows: its title and its text after the title. */
const sections = () =>
  screen.getAllByRole('region').map((section) => [section.querySelector('h2')?.textContent, section.textContent]);

/** Where "+ Dashboard" lands: the path and query it was sent to. */
function DashboardPageStub() {
  const location = useLocation();
  return <p>{`Opened ${location.pathname}${location.search}`}</p>;
}

/** The home route with its loader, and a dashboard page for "+ Dashboard" to land on. */
function renderHome() {
  const Stub = createRoutesStub([
    { path: '/', Component: HomePage, loader: clientLoader, HydrateFallback: () => null },
    { path: '/superset/dashboard/:idOrSlug/', Component: DashboardPageStub },
  ]);
  renderWithProviders(<Stub initialEntries={['/']} />);
}

describe('home page', () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    dashboardRequests.length = 0;
    roles = { roles: { Gamma: GAMMA_GRANTS }, permissions: {} };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
        input instanceof Request ? answer(input.url, input.method) : answer(String(input), init?.method ?? 'GET'),
      ),
    );
    renderHome();
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
      ['Recents', expect.stringMatching(/Births boardViewed 3 minutes ago$/)],
      ['Dashboards', expect.stringContaining('Nothing here yet')],
      ['Charts', expect.stringContaining('Births by yearModified 2 hours ago')],
      ['Saved queries', expect.stringContaining('This list could not be loaded')],
    ]);
  });

  it('leaves the saved queries out for a user who may not read them (no section, no 403)', async () => {
    // Arrange
    cleanup();
    roles = {
      roles: {
        Alpha: [
          ['can_read', 'Chart'],
          ['can_write', 'Chart'],
          ['can_read', 'Dashboard'],
          ['can_write', 'Dashboard'],
        ],
      },
      permissions: {},
    };

    // Act
    renderHome();
    await screen.findByRole('link', { name: 'Births by year' });

    // Assert
    expect(sections().map(([title]) => title)).toEqual(['Recents', 'Dashboards', 'Charts']);
  });

  it('leaves out the dashboards and charts of a user who may read neither, and their links', async () => {
    // Arrange
    cleanup();
    roles = { roles: { viewer: [['can_read', 'SavedQuery']] }, permissions: {} };

    // Act
    renderHome();
    await screen.findByRole('region', { name: 'Saved queries' });

    // Assert
    expect(sections().map(([title]) => title)).toEqual(['Recents', 'Saved queries']);
    expect(screen.queryByRole('link', { name: 'View all dashboards' })).toBeNull();
  });

  it('offers "+ SQL query" only to a user who may also open SQL Lab', async () => {
    // Arrange
    cleanup();
    const writer = [
      ['can_read', 'SavedQuery'],
      ['can_write', 'SavedQuery'],
    ];
    roles = { roles: { writer }, permissions: {} };
    renderHome();
    await screen.findByRole('region', { name: 'Saved queries' });
    const without = screen.queryAllByText('SQL query').length;
    cleanup();
    roles = { roles: { writer, sql_lab: [['can_read', 'SQLLab']] }, permissions: {} };

    // Act
    renderHome();
    await screen.findAllByText('SQL query');

    // Assert
    expect([without, screen.getAllByText('SQL query').length]).toEqual([0, 1]);
  });

  it('switches the charts to the favourites', async () => {
    // Arrange
    await screen.findByRole('link', { name: 'Births by year' });

    // Act
    fireEvent.click(within(screen.getByRole('region', { name: 'Charts' })).getByText('Favorite'));

    // Assert
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Starred sales' }).getAttribute('href')).toBe('/explore/?slice_id=8'),
    );
  });

  it('switches the dashboards to the favourites, which Superset reads with dashboard_is_favorite', async () => {
    // Arrange
    const section = await screen.findByRole('region', { name: 'Dashboards' });
    await within(section).findByText('Nothing here yet');

    // Act
    fireEvent.click(within(section).getByText('Favorite'));

    // Assert
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'Starred board' }).getAttribute('href')).toBe(
        '/superset/dashboard/starred/',
      ),
    );
    expect(dashboardRequests).toEqual([['rel_m_m'], ['dashboard_is_favorite']]);
  });

  it("links each section to its full list and offers the create buttons the user's roles allow", async () => {
    // Act
    await screen.findByRole('link', { name: 'Births by year' });
    await screen.findAllByRole('button', { name: 'Dashboard' });

    // Assert
    const viewAll = screen
      .getAllByRole('link', { name: /^View all/ })
      .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
    const creates = screen
      .getAllByRole('region')
      .map((section) => within(section).queryAllByText(/^(Dashboard|Chart|SQL query)$/).length);
    expect([viewAll, creates]).toEqual([
      [
        ['View all dashboards', '/dashboard/list/'],
        ['View all charts', '/chart/list/'],
        ['View all saved queries', '/savedqueryview/list/'],
      ],
      [0, 2, 1, 0],
    ]);
  });

  it('creates a dashboard from "+ Dashboard" and opens it in edit mode', async () => {
    // Arrange
    const section = await screen.findByRole('region', { name: 'Dashboards' });
    await within(section).findByText('Nothing here yet');

    // Act
    fireEvent.click(within(section).getAllByRole('button', { name: 'Dashboard' })[0] as HTMLElement);

    // Assert
    expect((await screen.findByText(/^Opened /)).textContent).toBe('Opened /superset/dashboard/12/?edit=true');
  });
});
