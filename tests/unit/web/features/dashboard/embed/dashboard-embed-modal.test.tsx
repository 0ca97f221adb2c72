// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../../web/app/core/http/token-store.ts';
import DashboardEmbedModal from '../../../../../../web/app/features/dashboard/embed/dashboard-embed-modal.tsx';
import { selectToasts } from '../../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

const UUID = '6f2c5b8e-0d5a-4f8e-9b7a-1c2d3e4f5a6b';
const PATH = '/api/v1/dashboard/7/embedded';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const embedding = (allowedDomains: string[]) => ({
  result: {
    uuid: UUID,
    allowed_domains: allowedDomains,
    dashboard_id: '7',
    changed_on: '2024-05-01T10:00:00',
    changed_by: { first_name: 'Ada', last_name: 'Admin' },
  },
});

/**
 * A fake embedding API: `GET` answers `read()` (a pending promise keeps the modal loading), writes answer `write()`
 * and are kept as `METHOD path body`.
 */
function fakeApi(read: () => Response | Promise<Response>, write: (body: unknown) => Response = () => json({})) {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return String(input) === PATH ? read() : json({ message: 'Not found' }, 404);
      writes.push(`${method} ${String(input)} ${init?.body === undefined ? '' : String(init.body)}`.trim());
      return write(init?.body === undefined ? undefined : JSON.parse(String(init.body)));
    }),
  );
  return writes;
}

/** A PUT answered as the server does: the embedding with the domains sent. */
const echo = (body: unknown) => json(embedding((body as { allowed_domains: string[] }).allowed_domains));

function renderModal() {
  const onClose = vi.fn();
  const view = renderWithProviders(<DashboardEmbedModal dashboardId={7} onClose={onClose} />);
  const toasts = () => selectToasts(view.store.getState()).map(({ text }) => text);
  return { onClose, toasts };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const domainsField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Allowed Domains (comma separated)' }) as HTMLInputElement;
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name }) as HTMLButtonElement;

describe('the Embed modal', () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('shows a spinner while the embedding is read, then what to do when the dashboard is not embedded', async () => {
    // Arrange
    let answer: (response: Response) => void = () => undefined;
    fakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderModal();
    const dialog = await dialogNamed('Embed');
    const whileLoading = {
      spinner: within(dialog).queryByLabelText('Loading') !== null,
      field: within(dialog).queryByRole('textbox') !== null,
    };

    // Act
    answer(json({ message: 'Not found' }, 404));

    // Assert
    await within(dialog).findByText('Configure this dashboard to embed it into an external web application.');
    expect(whileLoading).toEqual({ spinner: true, field: false });
    expect({
      spinner: within(dialog).queryByLabelText('Loading') !== null,
      field: domainsField(dialog).value,
      help:
        within(dialog).queryByText(
          'A list of domain names that can embed this dashboard. Leaving this field empty will allow embedding from any domain.',
        ) !== null,
      buttons: within(dialog)
        .getAllByRole('button')
        .map((element) => element.textContent)
        .filter(Boolean),
    }).toEqual({ spinner: false, field: '', help: true, buttons: ['Enable embedding'] });
  });

  it('enables embedding with the domains typed, trimmed and split on commas, then shows the id to pass to the SDK', async () => {
    // Arrange
    const writes = fakeApi(() => json({ message: 'Not found' }, 404), echo);
    const { toasts } = renderModal();
    const dialog = await dialogNamed('Embed');
    await within(dialog).findByRole('button', { name: 'Enable embedding' });

    // Act
    fireEvent.change(domainsField(dialog), { target: { value: ' https://app.example.com ,http://localhost:5173, ' } });
    fireEvent.click(button(dialog, 'Enable embedding'));

    // Assert
    await within(dialog).findByText(
      'This dashboard is ready to embed. In your application, pass the following id to the SDK:',
    );
    expect({
      writes,
      uuid: within(dialog).getByTestId('dashboard-embed-uuid').textContent,
      field: domainsField(dialog).value,
      saveDisabled: button(dialog, 'Save changes').disabled,
      copy: within(dialog).queryByRole('button', { name: 'Copy' }) !== null,
      toasts: toasts(),
    }).toEqual({
      writes: [`PUT ${PATH} {"allowed_domains":["https://app.example.com","http://localhost:5173"]}`],
      uuid: UUID,
      field: 'https://app.example.com, http://localhost:5173',
      saveDisabled: true,
      copy: true,
      toasts: ['Changes saved.'],
    });
  });

  it('refuses an entry that is not an origin under the field, sending nothing', async () => {
    // Arrange
    const writes = fakeApi(() => json({ message: 'Not found' }, 404), echo);
    renderModal();
    const dialog = await dialogNamed('Embed');
    await within(dialog).findByRole('button', { name: 'Enable embedding' });

    // Act
    fireEvent.change(domainsField(dialog), { target: { value: 'https://ok.example, app.example.com' } });
    fireEvent.click(button(dialog, 'Enable embedding'));

    // Assert
    const problem = await within(dialog).findByText(/"app.example.com" is not an origin/);
    expect({ writes, invalid: domainsField(dialog).getAttribute('aria-invalid'), shown: problem.textContent }).toEqual({
      writes: [],
      invalid: 'true',
      shown: '"app.example.com" is not an origin: did you mean https://app.example.com?',
    });
  });

  it('saves changed domains of an embedded dashboard, Save changes waiting for a change', async () => {
    // Arrange
    const writes = fakeApi(() => json(embedding(['https://app.example.com'])), echo);
    const { toasts } = renderModal();
    const dialog = await dialogNamed('Embed');
    await within(dialog).findByText(UUID);
    const disabledBefore = button(dialog, 'Save changes').disabled;

    // Act
    fireEvent.change(domainsField(dialog), { target: { value: 'https://app.example.com, https://b.example.com' } });
    const disabledAfter = button(dialog, 'Save changes').disabled;
    fireEvent.click(button(dialog, 'Save changes'));

    // Assert
    await waitFor(() => expect(toasts()).toEqual(['Changes saved.']));
    expect({ disabledBefore, disabledAfter, writes }).toEqual({
      disabledBefore: true,
      disabledAfter: false,
      writes: [`PUT ${PATH} {"allowed_domains":["https://app.example.com","https://b.example.com"]}`],
    });
  });

  it("shows the server's refusal in the modal and as a toast", async () => {
    // Arrange
    fakeApi(
      () => json(embedding([])),
      () => json({ message: { 'allowed_domains.0': ['Not a valid origin'] } }, 400),
    );
    const { toasts } = renderModal();
    const dialog = await dialogNamed('Embed');
    await within(dialog).findByText(UUID);

    // Act
    fireEvent.change(domainsField(dialog), { target: { value: 'https://app.example.com' } });
    fireEvent.click(button(dialog, 'Save changes'));

    // Assert
    const alert = await within(dialog).findByRole('alert');
    expect({ alert: alert.textContent, toasts: toasts() }).toEqual({
      alert: 'Sorry, something went wrong. The changes could not be saved.allowed_domains.0: Not a valid origin',
      toasts: ['Sorry, something went wrong. The changes could not be saved.'],
    });
  });

  it('deactivates embedding once confirmed, then closes', async () => {
    // Arrange
    const writes = fakeApi(
      () => json(embedding(['https://app.example.com'])),
      () => json({ message: 'OK' }),
    );
    const { onClose, toasts } = renderModal();
    const dialog = await dialogNamed('Embed');
    await within(dialog).findByText(UUID);

    // Act
    fireEvent.click(button(dialog, 'Deactivate'));
    const confirm = await dialogNamed('Disable embedding?');
    const asked = within(confirm).getByText('This will remove your current embed configuration.') !== null;
    const sentBeforeConfirming = [...writes];
    fireEvent.click(button(confirm, 'Deactivate'));

    // Assert
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect({ asked, sentBeforeConfirming, writes, toasts: toasts() }).toEqual({
      asked: true,
      sentBeforeConfirming: [],
      writes: [`DELETE ${PATH}`],
      toasts: ['Embedding deactivated.'],
    });
  });

  it('keeps the embedding when the confirmation is cancelled', async () => {
    // Arrange
    const writes = fakeApi(() => json(embedding([])));
    const { onClose } = renderModal();
    const dialog = await dialogNamed('Embed');
    await within(dialog).findByText(UUID);
    fireEvent.click(button(dialog, 'Deactivate'));
    const confirm = await dialogNamed('Disable embedding?');

    // Act
    fireEvent.click(button(confirm, 'Cancel'));

    // Assert
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Disable embedding?' })).toBeNull());
    expect({ writes, closed: onClose.mock.calls.length, uuid: within(dialog).queryByText(UUID) !== null }).toEqual({
      writes: [],
      closed: 0,
      uuid: true,
    });
  });
});
