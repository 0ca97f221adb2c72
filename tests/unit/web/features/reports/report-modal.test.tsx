// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { ReportModal } from '../../../../../web/app/features/reports/report-modal/report-modal.tsx';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake API answering every write with `answer`; each request kept as method, path and JSON body. */
function fakeApi(answer: () => Response) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({
        method: init?.method ?? 'GET',
        url: decodeURIComponent(String(input)),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer();
    }),
  );
  return requests;
}

/** The modal on a new chart report; a user without an e-mail address (`''`) starts with no recipient. */
function renderModal(userEmail = 'ada@example.org') {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <ReportModal
      target={{ kind: 'chart', id: 7, name: 'Boys' }}
      reportId={null}
      userEmail={userEmail}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose };
}

const toastTexts = (store: ReturnType<typeof renderModal>['store']) =>
  selectToasts(store.getState()).map(({ text }) => `${text}`);

describe('the report modal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    // Mantine's autosizing description box listens for web fonts loading; happy-dom has no `document.fonts`.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("offers a chart Superset's message contents, with screenshot options only for an image", async () => {
    // Arrange
    fakeApi(() => json({}));
    renderModal();
    const widthShown = () => screen.queryByRole('textbox', { name: 'Screenshot width' }) !== null;
    const formats = (await screen.findAllByRole('radio')).map((radio) => (radio as HTMLInputElement).value);
    const before = widthShown();

    // Act
    fireEvent.click(screen.getByRole('radio', { name: 'Formatted CSV attached in email' }));

    // Assert
    expect([formats, before, widthShown()]).toEqual([['TEXT', 'PNG', 'CSV', 'XLSX'], true, false]);
  });

  it('shows what is missing and sends nothing', async () => {
    // Arrange
    const requests = fakeApi(() => json({ id: 1, result: {} }, 201));
    renderModal('');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Report name' }), { target: { value: ' ' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    // Assert
    await screen.findByText('Enter a report name');
    expect([screen.getByText('Add at least one recipient') !== null, requests]).toEqual([true, []]);
  });

  it("creates the report, says 'Report created' and closes", async () => {
    // Arrange
    const requests = fakeApi(() => json({ id: 12, result: {} }, 201));
    const { store, onClose } = renderModal();
    fireEvent.click(await screen.findByRole('radio', { name: 'Excel (XLSX) attached in email' }));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    // Assert
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/v1/report/',
        body: {
          type: 'Report',
          name: 'Weekly Report for Boys',
          description: '',
          crontab: '0 12 * * 1',
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          creation_method: 'charts',
          chart: 7,
          dashboard: null,
          report_format: 'XLSX',
          custom_width: null,
          force_screenshot: false,
          active: true,
          recipients: [{ type: 'Email', recipient_config_json: { target: 'ada@example.org' } }],
        },
      },
    ]);
    expect(toastTexts(store)).toEqual(['Report created']);
  });

  it("keeps the modal open with the server's refusal", async () => {
    // Arrange
    fakeApi(() => json({ message: { crontab: ['Invalid cron expression'] } }, 422));
    const { store, onClose } = renderModal();
    await screen.findByRole('textbox', { name: 'Report name' });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    // Assert
    const alert = await screen.findByRole('alert');
    expect([alert.textContent, onClose.mock.calls.length, toastTexts(store)]).toEqual([
      'The report was not createdcrontab: Invalid cron expression',
      0,
      [],
    ]);
  });
});
