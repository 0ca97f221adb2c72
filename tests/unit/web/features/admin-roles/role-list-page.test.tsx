// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { RoleListPage } from '../../../../../web/app/features/admin-roles/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ROLES = [
  { id: 1, name: 'Admin', user_ids: [1], permission_ids: [1, 2] },
  { id: 5, name: 'readers', user_ids: [], permission_ids: [3] },
  { id: 6, name: 'writers', user_ids: [], permission_ids: [] },
];

/** A fake API: the roles above; every delete answers OK. Requests kept decoded. */
function fakeApi() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (method === 'DELETE') return json({ message: 'OK' });
      if (url.startsWith('/api/v1/security/users/')) return json({ count: 0, ids: [], result: [] });
      return json({ count: ROLES.length, ids: ROLES.map(({ id }) => id), result: ROLES });
    }),
  );
  return requests;
}

function renderList() {
  const Stub = createRoutesStub([{ path: '/list_roles/', Component: RoleListPage }]);
  return renderWithProviders(<Stub initialEntries={['/list_roles/']} />);
}

describe('the role list', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("shows a built-in role's delete disabled, saying why, and keeps it out of bulk select", async () => {
    // Arrange
    const requests = fakeApi();
    renderList();
    await screen.findByText('readers');

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Delete Admin' }));
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Delete Admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));

    // Assert
    expect({
      disabled: screen.getByRole('button', { name: 'Delete Admin' }).getAttribute('aria-disabled'),
      tooltip: (await screen.findByRole('tooltip')).textContent,
      dialog: screen.queryByRole('dialog'),
      selectable: ['Admin', 'readers'].map(
        (name) => (screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement).disabled,
      ),
      selectAll: screen.getByRole('button', { name: 'Select all 2' }).textContent,
      deletes: requests.filter((line) => line.startsWith('DELETE')),
    }).toEqual({
      disabled: 'true',
      tooltip: 'Admin is a built-in role: it cannot be deleted.',
      dialog: null,
      selectable: [true, false],
      selectAll: 'Select all 2',
      deletes: [],
    });
  });

  it('deletes the selected roles one by one after the confirmation', async () => {
    // Arrange
    const requests = fakeApi();
    const { store } = renderList();
    await screen.findByText('readers');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select all 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    within(confirm).getByText('Are you sure you want to delete the selected roles?');
    fireEvent.change(within(confirm).getByRole('textbox'), { target: { value: 'delete' } });

    // Act
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() =>
      expect(selectToasts(store.getState()).map(({ text }) => text)).toEqual(['Deleted 2 roles: readers, writers']),
    );
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual([
      'DELETE /api/v1/security/roles/5',
      'DELETE /api/v1/security/roles/6',
    ]);
  });
});
