// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { resetTenantBrandForTests } from '../../../../../web/app/core/tenant-brand.ts';
import { ThemeListPage } from '../../../../../web/app/features/themes/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const theme = (id: number, name: string, token: Record<string, string>, isDefault = false) => ({
  id,
  uuid: `00000000-0000-0000-0000-00000000000${id}`,
  theme_name: name,
  json_data: JSON.stringify({ token }),
  is_system: false,
  is_system_default: isDefault,
  is_system_dark: false,
  changed_on_delta_humanized: '2 days ago',
  changed_by: { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  created_by: { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  created_on: '2026-01-01T00:00:00',
  changed_by_name: 'Ada Lovelace',
});
const THEMES = [theme(1, 'Acme', { colorPrimary: '#7b2cbf' }, true), theme(2, 'Plain', {})];

/** A fake API: the caller's roles, the themes above, success to any write; each request kept with its body. */
function fakeApi(roles: Record<string, string[][]>) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
      if (url.startsWith('/api/v1/me/roles/')) return json({ result: { roles, permissions: {} } });
      if (url === '/api/v1/theme/system') return json({ result: { default: {}, dark: {} } });
      if (url.includes('set_system_default') || url.includes('unset_system_default'))
        return json({ result: 'success' });
      if (method === 'POST') return json({ id: 3, result: JSON.parse(String(init?.body)) }, 201);
      return json({ count: THEMES.length, ids: THEMES.map(({ id }) => id), result: THEMES });
    }),
  );
  return requests;
}

function renderList() {
  const Stub = createRoutesStub([{ path: '/theme/list/', Component: ThemeListPage }]);
  return renderWithProviders(<Stub initialEntries={['/theme/list/']} />);
}

describe('Settings > Themes', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    resetTenantBrandForTests();
  });

  it('lists the themes, marking the system default, with actions for those who may write', async () => {
    // Arrange
    fakeApi({ Admin: [] });

    // Act
    renderList();

    // Assert
    const table = await screen.findByRole('table', { name: 'Themes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^AcmeSystem default2 days ago by Ada Lovelace/),
      expect.stringMatching(/^Plain2 days ago by Ada Lovelace/),
    ]);
    expect(await screen.findByRole('button', { name: 'Remove as system default' })).toBeTruthy();
  });

  it('shows a reader the list without the add button or actions', async () => {
    // Arrange
    const requests = fakeApi({ Gamma: [['can_read', 'Theme']] });

    // Act
    renderList();
    await screen.findByRole('table', { name: 'Themes' });
    await waitFor(() => expect(requests.some((line) => line.startsWith('GET /api/v1/me/roles/'))).toBe(true));

    // Assert
    expect(screen.queryByRole('button', { name: 'Theme' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit / })).toBeNull();
  });

  it('makes a theme the system default and reads the system theme again, so the page follows at once', async () => {
    // Arrange
    const requests = fakeApi({ Admin: [] });
    renderList();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Set as system default' }));

    // Assert
    await waitFor(() => expect(requests).toContain('GET /api/v1/theme/system'));
    expect(requests).toContain('PUT /api/v1/theme/2/set_system_default');
  });

  it('adds a theme from the form, refusing a colour the API would refuse before sending anything', async () => {
    // Arrange
    const requests = fakeApi({ Admin: [] });
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Theme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add theme' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Theme name/ }), { target: { value: 'Brand' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Brand colour/ }), { target: { value: 'purple' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Application name/ }), { target: { value: 'Acme' } });

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Must be a colour written #rrggbb.');
    const sentBefore = requests.filter((line) => line.startsWith('POST')).length;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Brand colour/ }), { target: { value: '#2f9e44' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(requests.filter((line) => line.startsWith('POST'))).toHaveLength(1));
    expect(sentBefore).toBe(0);
    const [, body] = requests.find((line) => line.startsWith('POST'))!.split(' /api/v1/theme/ ');
    expect(JSON.parse(body!)).toEqual({
      theme_name: 'Brand',
      json_data: JSON.stringify({ token: { colorPrimary: '#2f9e44', brandAppName: 'Acme' } }),
    });
  });
});
