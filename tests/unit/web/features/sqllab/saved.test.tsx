// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import {
  SaveQueryModal,
  ShareQueryButton,
  type SaveQueryInput,
} from '../../../../../web/app/features/sqllab/saved/index.ts';
import { selectToasts } from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake API answering every request with `answer`; each request's line and JSON body is kept. */
function fakeApi(answer: () => Response) {
  const received: { line: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      received.push({
        line: `${init?.method ?? 'GET'} ${String(input)}`,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return answer();
    }),
  );
  return received;
}

const tab: SaveQueryInput = {
  name: 'Untitled Query 1',
  dbId: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT 1',
  templateParams: null,
  remoteId: null,
};
const toastTexts = (store: ReturnType<typeof renderWithProviders>['store']) =>
  selectToasts(store.getState()).map(({ text }) => text);

describe('SQL Lab save and share', { timeout: 30_000 }, () => {
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('saves a new query under the name typed and answers its id', async () => {
    // Arrange
    const received = fakeApi(() => json({ id: 41, result: {} }, 201));
    const onSaved = vi.fn();
    const { store } = renderWithProviders(<SaveQueryModal query={tab} onSaved={onSaved} onClose={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Births' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'per state' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(41, 'Births'));
    expect(received).toEqual([
      {
        line: 'POST /api/v1/saved_query/',
        body: {
          label: 'Births',
          description: 'per state',
          db_id: 1,
          catalog: null,
          schema: 'main',
          sql: 'SELECT 1',
          template_parameters: null,
        },
      },
    ]);
    expect(toastTexts(store)).toEqual(['Your query was saved']);
  });

  it('updates the saved query a tab came from', async () => {
    // Arrange
    const received = fakeApi(() => json({ id: 7, result: {} }));
    const onSaved = vi.fn();
    renderWithProviders(
      <SaveQueryModal
        query={{ ...tab, name: 'Births', description: 'old', remoteId: 7 }}
        onSaved={onSaved}
        onClose={() => undefined}
      />,
    );

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));

    // Assert
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7, 'Births'));
    expect(received.map((request) => request.line)).toEqual(['PUT /api/v1/saved_query/7']);
    expect(screen.getByRole('button', { name: 'Save as new' })).toBeTruthy();
  });

  it("says so when the query could not be saved, and keeps the modal's callback uncalled", async () => {
    // Arrange
    fakeApi(() => json({ message: { db_id: ['Database not found'] } }, 400));
    const onSaved = vi.fn();
    const { store } = renderWithProviders(<SaveQueryModal query={tab} onSaved={onSaved} onClose={() => undefined} />);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['Your query could not be saved']));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("stores a permalink to the tab's query and copies its link", async () => {
    // Arrange
    const received = fakeApi(() =>
      json({ key: 'AbCdEfGhIjKlMnOpQrStUv', url: 'http://x/sqllab/p/AbCdEfGhIjKlMnOpQrStUv' }, 201),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const query = {
      dbId: 1,
      name: 'Births',
      schema: 'main',
      catalog: null,
      sql: 'SELECT 1',
      templateParams: null,
      autorun: false,
    };
    const { store } = renderWithProviders(<ShareQueryButton query={query} />);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['Link Copied!']));
    expect(received).toEqual([{ line: 'POST /api/v1/sqllab/permalink', body: query }]);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sqllab/p/AbCdEfGhIjKlMnOpQrStUv/`);
  });
});
