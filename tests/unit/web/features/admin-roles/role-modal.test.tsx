// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { RoleModal } from '../../../../../web/app/features/admin-roles/role-modal.tsx';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const PAIRS = { count: 1, result: [{ id: 11, permission: { name: 'can_read' }, view_menu: { name: 'Dataset' } }] };
const USERS = {
  count: 1,
  ids: [7],
  result: [
    { id: 7, username: 'gina', first_name: 'Gina', last_name: 'Gamma', email: 'g@x.io', active: true, roles: [] },
  ],
};

/** A fake API: the pairs and users on offer, and `onWrite`'s answer to any write; every write kept as `METHOD path body`. */
function fakeApi(onWrite: () => Response) {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'GET') return json(url.startsWith('/api/v1/security/users/') ? USERS : PAIRS);
      writes.push(`${init?.method} ${url} ${String(init?.body)}`);
      return onWrite();
    }),
  );
  return writes;
}

describe('the role modal', () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it.each([
    ['', 'This field is required'],
    ['data readers', 'Role names are letters, digits and _ . : @ + = - (no spaces or commas)'],
  ])('refuses the name %j before sending anything', async (name, message) => {
    // Arrange
    const writes = fakeApi(() => json({ id: 9 }, 201));
    renderWithProviders(<RoleModal role={null} onSaved={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    fireEvent.change(await within(dialog).findByLabelText('Role name', { exact: false }), { target: { value: name } });

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    // Assert
    expect({ shown: (await within(dialog).findAllByText(message)).length, writes }).toEqual({ shown: 1, writes: [] });
  });

  it("sends only what changed of a role: its members, not its untouched name and pairs, and shows a refusal's words", async () => {
    // Arrange
    const writes = fakeApi(() => json({ message: { user_ids: ['User(s) with ID(s) [7] not found.'] } }, 400));
    const role = { id: 5, name: 'readers', user_ids: [7], permission_ids: [11] };
    renderWithProviders(<RoleModal role={role} onSaved={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Users' }));
    fireEvent.click(
      within(dialog).getByRole('tabpanel', { name: 'Users' }).querySelector('.mantine-Pill-remove') as Element,
    );

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assert
    const alert = await within(dialog).findByRole('alert');
    expect({ alert: alert.textContent, writes }).toEqual({
      alert: 'The role was not saveduser_ids: User(s) with ID(s) [7] not found.',
      writes: ['PUT /api/v1/security/roles/5/users {"user_ids":[]}'],
    });
  });

  it('edits the role it created on a retry, rather than creating it twice', async () => {
    // Arrange: the pairs are refused once
    const answers = [
      json({ id: 9, result: { name: 'readers' } }, 201),
      json({ message: 'Try again' }, 500),
      json({ result: {} }),
    ];
    const writes = fakeApi(() => answers.shift() as Response);
    renderWithProviders(<RoleModal role={null} onSaved={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    fireEvent.change(await within(dialog).findByLabelText('Role name', { exact: false }), {
      target: { value: 'readers' },
    });
    fireEvent.click(within(dialog).getByLabelText('Permissions', { exact: false, selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'can read on Dataset', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByRole('alert');

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    // Assert
    await vi.waitFor(() => expect(writes).toHaveLength(3));
    expect(writes).toEqual([
      'POST /api/v1/security/roles/ {"name":"readers"}',
      'POST /api/v1/security/roles/9/permissions {"permission_view_menu_ids":[11]}',
      'POST /api/v1/security/roles/9/permissions {"permission_view_menu_ids":[11]}',
    ]);
  });

  it("shows a built-in role's name and permissions read-only with why, and saves only its users", async () => {
    // Arrange
    const writes = fakeApi(() => json({ result: {} }));
    const role = { id: 1, name: 'Gamma', user_ids: [7], permission_ids: [11] };
    renderWithProviders(<RoleModal role={role} onSaved={vi.fn()} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    const name = await within(dialog).findByLabelText('Role name', { exact: false });
    const permissions = within(dialog).getByLabelText('Permissions', { exact: false, selector: 'input' });
    const pairRemovers = within(dialog)
      .getByRole('tabpanel', { name: 'Basic information' })
      .querySelectorAll('.mantine-Pill-remove').length;
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Users' }));
    fireEvent.click(
      within(dialog).getByRole('tabpanel', { name: 'Users' }).querySelector('.mantine-Pill-remove') as Element,
    );

    // Act
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Assert
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect({
      note:
        within(dialog).getByText('Gamma is a built-in role: its name and permissions cannot be changed. Its users can.')
          .textContent !== '',
      nameReadOnly: (name as HTMLInputElement).readOnly,
      permissionsReadOnly: (permissions as HTMLInputElement).readOnly,
      pairRemovers,
      writes,
    }).toEqual({
      note: true,
      nameReadOnly: true,
      permissionsReadOnly: true,
      pairRemovers: 0,
      writes: ['PUT /api/v1/security/roles/1/users {"user_ids":[]}'],
    });
  });
});
