// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { UserListPage } from '../../../../../web/app/features/admin-users/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const user = (id: number, username: string) => ({
  id,
  username,
  first_name: username.toUpperCase(),
  last_name: 'Tester',
  email: `${username}@example.org`,
  active: true,
  roles: [{ id: 1, name: 'Admin' }],
  login_count: 0,
  last_login: null,
});
const USERS = [user(1, 'admin'), user(2, 'ann'), user(3, 'bob')];

/** A fake API: the users above; deleting `admin` is refused as the last active Admin. Requests kept decoded. */
function fakeApi() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      if (method === 'DELETE')
        return url.endsWith('/1')
          ? json({ message: 'The last active Admin cannot be deleted' }, 422)
          : json({ message: 'OK' });
      if (url.startsWith('/api/v1/security/roles/'))
        return json({ count: 1, ids: [1], result: [{ id: 1, name: 'Admin' }] });
      return json({ count: USERS.length, ids: USERS.map(({ id }) => id), result: USERS });
    }),
  );
  return requests;
}

function renderList(path = '/list_users/') {
  const Stub = createRoutesStub([{ path: '/list_users/', Component: UserListPage }]);
  return renderWithProviders(<Stub initialEntries={[path]} />);
}

describe('the user list', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('deletes the selected users one by one after the confirmation, naming the one refused and why', async () => {
    // Arrange
    const requests = fakeApi();
    const { store } = renderList();
    await screen.findByText('bob');
    fireEvent.click(screen.getByRole('button', { name: 'Bulk select' }));
    for (const name of ['admin', 'ann', 'bob'])
      fireEvent.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    within(confirm).getByText('Are you sure you want to delete the selected users?');
    fireEvent.change(within(confirm).getByRole('textbox'), { target: { value: 'DELETE' } });

    // Act
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    // Assert
    await waitFor(() =>
      expect(
        selectToasts(store.getState()).map(({ toastType, text, duration }) => ({ toastType, text, duration })),
      ).toEqual([
        { toastType: 'SUCCESS_TOAST', text: 'Deleted 2 users: ann, bob', duration: expect.any(Number) },
        {
          toastType: 'DANGER_TOAST',
          text: '1 of 3 users could not be deleted: admin (The last active Admin cannot be deleted)',
          duration: 0,
        },
      ]),
    );
    expect(requests.filter((line) => line.startsWith('DELETE'))).toEqual([
      'DELETE /api/v1/security/users/1',
      'DELETE /api/v1/security/users/2',
      'DELETE /api/v1/security/users/3',
    ]);
  });

  it('asks for users by first name, last name and e-mail, as Superset filters them', async () => {
    // Arrange
    const requests = fakeApi();

    // Act
    renderList('/list_users/?filters=(first_name:an,last_name:test,email:example)');

    // Assert
    await screen.findByText('bob');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveProperty('value', 'an');
    expect(requests.filter((line) => line.startsWith('GET /api/v1/security/users/'))).toEqual([
      'GET /api/v1/security/users/?q=(filters:!((col:first_name,opr:ct,value:an),(col:last_name,opr:ct,value:test),(col:email,opr:ct,value:example)),order_column:username,order_direction:asc,page:0,page_size:25)',
    ]);
  });
});
