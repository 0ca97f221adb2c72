// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { RlsModal } from '../../../../../web/app/features/row-level-security/rls-modal.tsx';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const related = (items: [number, string][]) => ({
  count: items.length,
  result: items.map(([value, text]) => ({ value, text, extra: {} })),
});
const RULE = {
  id: 3,
  name: 'Finance only',
  filter_type: 'Regular',
  tables: [{ id: 1, schema: 'main', table_name: 'birth_names' }],
  roles: [{ id: 4, name: 'Gamma' }],
  clause: "department = 'Finance'",
  group_key: 'department',
  description: 'Finance sees its own rows',
};

/** A fake API: the datasets and roles on offer, rule 3, and `onWrite`'s answer to any write, kept as `METHOD path body`. */
function fakeApi(onWrite: () => Response) {
  const writes: string[] = [];
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = decodeURIComponent(String(input));
      const method = init?.method ?? 'GET';
      if (method !== 'GET') {
        writes.push(`${method} ${url} ${String(init?.body)}`);
        return onWrite();
      }
      reads.push(url);
      if (url.startsWith('/api/v1/rowlevelsecurity/related/tables'))
        return json(
          related([
            [1, 'main.birth_names'],
            [2, 'main.orders'],
          ]),
        );
      if (url.startsWith('/api/v1/rowlevelsecurity/related/roles'))
        return json(
          related([
            [4, 'Gamma'],
            [5, 'Alpha'],
          ]),
        );
      if (url === '/api/v1/rowlevelsecurity/3') return json({ id: 3, result: RULE });
      return json({ message: 'Not found' }, 404);
    }),
  );
  return { writes, reads };
}

/** The field named `name`: a text box, or a select's combobox. */
const field = (dialog: HTMLElement, name: string): HTMLElement =>
  within(dialog).queryByRole('textbox', { name }) ?? within(dialog).getByRole('combobox', { name });

/** Picks `option` of the select labelled `label` (its dropdown opens on a click). */
async function pick(dialog: HTMLElement, label: string, option: string) {
  fireEvent.click(field(dialog, label));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const saveButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('the rule modal', () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    // Mantine's autosizing clause box listens for web fonts loading; happy-dom has no `document.fonts`.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('keeps Add disabled until a name, a dataset and a clause are given, then posts the whole rule', async () => {
    // Arrange
    const { writes } = fakeApi(() => json({ id: 8, result: {} }, 201));
    const onClose = vi.fn();
    const { store } = renderWithProviders(<RlsModal ruleId={null} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Rule' });
    const disabledAt = [saveButton(dialog, 'Add').disabled];
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rule Name' }), { target: { value: 'Europe' } });
    disabledAt.push(saveButton(dialog, 'Add').disabled);
    await pick(dialog, 'Datasets', 'main.orders');
    disabledAt.push(saveButton(dialog, 'Add').disabled);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Clause' }), { target: { value: "region = 'EU'" } });
    disabledAt.push(saveButton(dialog, 'Add').disabled);
    await pick(dialog, 'Roles', 'Alpha');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Group Key' }), { target: { value: 'region' } });

    // Act
    fireEvent.click(saveButton(dialog, 'Add'));

    // Assert
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect({ disabledAt, writes, toasts: selectToasts(store.getState()).map(({ text }) => text) }).toEqual({
      disabledAt: [true, true, true, false],
      writes: [
        'POST /api/v1/rowlevelsecurity/ {"name":"Europe","filter_type":"Regular","tables":[2],"roles":[5],' +
          '"clause":"region = \'EU\'","group_key":"region","description":null}',
      ],
      toasts: ['Rule added'],
    });
  });

  it("explains each field in Superset's words, and calls the roles Excluded roles for a Base filter", async () => {
    // Arrange
    fakeApi(() => json({}, 500));
    renderWithProviders(<RlsModal ruleId={null} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add Rule' });
    const tipOf = (name: string) => field(dialog, name).getAttribute('aria-description')?.slice(0, 40);
    const tips = ['Rule Name', 'Filter Type', 'Datasets', 'Roles', 'Group Key', 'Clause'].map(tipOf);

    // Act
    await pick(dialog, 'Filter Type', 'Base');

    // Assert
    expect({
      tips,
      excluded: within(dialog).queryByRole('combobox', { name: 'Excluded roles' }) !== null,
      roles: within(dialog).queryByRole('combobox', { name: 'Roles' }),
    }).toEqual({
      tips: [
        'The name of the rule must be unique',
        'Regular filters add where clauses to que',
        'These are the datasets this filter will ',
        'For regular filters, these are the roles',
        'Filters with the same group key will be ',
        'This is the condition that will be added',
      ],
      excluded: true,
      roles: null,
    });
  });

  it('loads the rule to edit, then puts it back with the change', async () => {
    // Arrange
    const { writes, reads } = fakeApi(() => json({ id: 3, result: {} }));
    const onClose = vi.fn();
    const { store } = renderWithProviders(<RlsModal ruleId={3} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    const clause = await within(dialog).findByRole('textbox', { name: 'Clause' });
    const shown = {
      name: (within(dialog).getByRole('textbox', { name: 'Rule Name' }) as HTMLInputElement).value,
      pills: [...dialog.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent),
      groupKey: (within(dialog).getByRole('textbox', { name: 'Group Key' }) as HTMLInputElement).value,
    };
    fireEvent.change(clause, { target: { value: "department IN ('Finance', 'Audit')" } });

    // Act
    fireEvent.click(saveButton(dialog, 'Save'));

    // Assert
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect({
      shown,
      loaded: reads.includes('/api/v1/rowlevelsecurity/3'),
      writes,
      toasts: selectToasts(store.getState()).map(({ text }) => text),
    }).toEqual({
      shown: { name: 'Finance only', pills: ['main.birth_names', 'Gamma'], groupKey: 'department' },
      loaded: true,
      writes: [
        'PUT /api/v1/rowlevelsecurity/3 {"name":"Finance only","filter_type":"Regular","tables":[1],"roles":[4],' +
          '"clause":"department IN (\'Finance\', \'Audit\')","group_key":"department",' +
          '"description":"Finance sees its own rows"}',
      ],
      toasts: ['Rule updated'],
    });
  });

  it("shows the server's field refusals under their fields until edited, and the rest above the buttons", async () => {
    // Arrange
    fakeApi(() =>
      json({ message: { name: ['A rule with this name already exists.'], other: ['Something else.'] } }, 422),
    );
    const onClose = vi.fn();
    renderWithProviders(<RlsModal ruleId={3} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    const name = await within(dialog).findByRole('textbox', { name: 'Rule Name' });

    // Act
    fireEvent.click(saveButton(dialog, 'Save'));
    const alert = await within(dialog).findByRole('alert');
    const refusedName = within(dialog).getByText('A rule with this name already exists.');
    const described = name.getAttribute('aria-describedby')?.split(' ').includes(refusedName.id);
    fireEvent.change(name, { target: { value: 'Finance only 2' } });

    // Assert
    expect({
      alert: alert.textContent,
      described,
      invalid: name.getAttribute('aria-invalid'),
      afterEdit: within(dialog).queryByText('A rule with this name already exists.'),
      closed: onClose.mock.calls.length,
    }).toEqual({
      alert: 'The rule was not savedother: Something else.',
      described: true,
      invalid: null,
      afterEdit: null,
      closed: 0,
    });
  });

  it('says so when the rule to edit cannot be read', async () => {
    // Arrange
    fakeApi(() => json({}, 500));

    // Act
    renderWithProviders(<RlsModal ruleId={99} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });

    // Assert
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Could not load the rule (error 404)');
  });
});
