// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../../web/app/core/http/token-store.ts';
import { AppProviders } from '../../../../../../web/app/core/providers.tsx';
import { makeStore } from '../../../../../../web/app/core/store.ts';
import { complete } from '../../../../../../web/app/features/sqllab/editor/index.ts';
import { useCompletionCatalog } from '../../../../../../web/app/features/sqllab/schema-browser/index.ts';
import { fakeMetadataApi, tableNames } from './fake-metadata-api.ts';

function renderCatalog(initialSql: string) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders appStore={store}>{children}</AppProviders>;
  return renderHook(({ sql }) => useCompletionCatalog(1, null, 'main', sql), {
    wrapper,
    initialProps: { sql: initialSql },
  });
}

const metadataRequests = (received: string[]) => received.filter((url) => url.includes('table_metadata'));

describe('useCompletionCatalog', { timeout: 30_000 }, () => {
  beforeEach(() => window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' })));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('gathers keywords, functions, schemas, tables and the columns of the tables the SQL names', async () => {
    // Arrange
    const received = fakeMetadataApi(tableNames(1_000));
    // Act
    const { result } = renderCatalog('SELECT o.id FROM orders o JOIN nowhere n ON true');
    await waitFor(() => expect(result.current.catalog.columns).toHaveLength(1));
    const { catalog } = result.current;
    // Assert
    expect({
      functions: catalog.functions,
      schemas: catalog.schemas,
      tables: catalog.tables.length,
      defaultSchema: catalog.defaultSchema,
    }).toEqual({
      functions: ['count', 'date_trunc'],
      schemas: ['main', 'staging'],
      tables: 1_000,
      defaultSchema: 'main',
    });
    expect(catalog.keywords).toContain('qualify');
    expect(catalog.columns).toEqual([
      {
        schema: 'main',
        table: 'orders',
        columns: [
          { name: 'id', type: 'INTEGER' },
          { name: 'orders_note', type: 'VARCHAR' },
        ],
      },
    ]);
    expect(metadataRequests(received)).toEqual(['/api/v1/database/1/table_metadata/?name=orders&schema=main']);
  });

  it('reads a newly named table once the SQL settles, keeping what it read, and completes its columns', async () => {
    // Arrange
    const received = fakeMetadataApi(tableNames(1_000));
    const { result, rerender } = renderCatalog('SELECT * FROM orders o');
    await waitFor(() => expect(result.current.catalog.columns).toHaveLength(1));
    // Act
    rerender({ sql: 'SELECT c. FROM orders o JOIN customers c ON o.id = c.id' });
    await waitFor(() => expect(result.current.catalog.columns).toHaveLength(2));
    const answer = complete(result.current.index, 'SELECT c. FROM orders o JOIN customers c ON o.id = c.id', 9);
    // Assert
    expect(answer.options.map((option) => option.label)).toEqual(['customers_note', 'id']);
    expect(metadataRequests(received)).toEqual([
      '/api/v1/database/1/table_metadata/?name=orders&schema=main',
      '/api/v1/database/1/table_metadata/?name=customers&schema=main',
    ]);
  });
});
