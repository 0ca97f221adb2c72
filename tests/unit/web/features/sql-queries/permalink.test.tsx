// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../web/app/core/http/token-store.ts';
import { SqlLabPermalinkPage } from '../../../../../web/app/features/sql-queries/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

/** Stands in for SQL Lab: shows the router state it was opened with. */
function SqlLabStub() {
  const location = useLocation();
  return <pre data-testid="sqllab-state">{JSON.stringify(location.state)}</pre>;
}

function renderPermalink(key: string) {
  const Stub = createRoutesStub([
    { path: '/sqllab/p/:key', Component: () => <SqlLabPermalinkPage permalinkKey={key} /> },
    { path: '/sqllab', Component: SqlLabStub },
  ]);
  return renderWithProviders(<Stub initialEntries={[`/sqllab/p/${key}/`]} />);
}

describe('SQL Lab permalink page', { timeout: 30_000 }, () => {
  const requests: string[] = [];
  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    requests.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        requests.push(String(input));
        if (String(input).endsWith('kv:good-key'))
          return new Response(
            JSON.stringify({ dbId: 1, name: 'Births', schema: 'main', sql: 'SELECT 1', autorun: true }),
          );
        return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('opens SQL Lab on the shared query, reading the key in its kv: form', async () => {
    // Act
    renderPermalink('good-key');

    // Assert
    const state = await screen.findByTestId('sqllab-state');
    expect(JSON.parse(state.textContent ?? '')).toEqual({
      requestedQuery: {
        dbId: 1,
        catalog: null,
        schema: 'main',
        sql: 'SELECT 1',
        name: 'Births',
        templateParams: null,
        autorun: true,
      },
    });
    expect(requests).toEqual(['/api/v1/sqllab/permalink/kv:good-key']);
  });

  it('says plainly when the link leads nowhere', async () => {
    // Act
    renderPermalink('unknown');

    // Assert
    expect(await screen.findByRole('heading', { name: 'Shared query not found' })).toBeTruthy();
  });
});
