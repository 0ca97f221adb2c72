// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { UserModal } from '../../../../../web/app/features/admin-users/user-modal.tsx';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const ROLES = {
  count: 2,
  ids: [1, 4],
  result: [
    { id: 1, name: 'Admin' },
    { id: 4, name: 'Gamma' },
  ],
};

/** A fake API: the roles, and `onWrite`'s answer to a user write; every write kept as `METHOD path body`. */
function fakeApi(onWrite: () => Response) {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/api/v1/security/roles/')) return json(ROLES);
      writes.push(`${init?.method ?? 'GET'} ${url} ${String(init?.body)}`);
      return onWrite();
    }),
  );
  return writes;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });

describe('the user modal', () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows every rule broken by an empty form and sends nothing', async () => {
    // Arrange
    const writes = fakeApi(() => json({ id: 9 }, 201));
    renderWithProviders(<UserModal user={null} onSaved={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    // Assert
    expect({
      required: (await within(dialog).findAllByText('This field is required')).length,
      roles: within(dialog).queryAllByText('Select at least one role').length,
      writes,
    }).toEqual({ required: 6, roles: 1, writes: [] });
  });

  it("keeps the modal open with the server's words when the user name is taken", async () => {
    // Arrange
    const writes = fakeApi(() => json({ message: { username: ['A user with this username already exists.'] } }, 422));
    const onSaved = vi.fn();
    renderWithProviders(
      <UserModal
        user={{
          id: 3,
          username: 'gina',
          first_name: 'Gina',
          last_name: 'Gamma',
          email: 'g@x.io',
          active: true,
          roles: [{ id: 4, name: 'Gamma' }],
        }}
        onSaved={onSaved}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    type('Last name', 'Gammon');

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assert
    const alert = await within(dialog).findByRole('alert');
    expect({ alert: alert.textContent, saved: onSaved.mock.calls.length, writes }).toEqual({
      alert: 'The user was not savedusername: A user with this username already exists.',
      saved: 0,
      writes: [
        'PUT /api/v1/security/users/3 {"first_name":"Gina","last_name":"Gammon","email":"g@x.io","active":true,"roles":[4]}',
      ],
    });
  });
});
