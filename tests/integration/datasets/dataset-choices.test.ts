import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';

const client = useApiClient<JsonBody>();
const q = (value: Record<string, unknown>) => `?q=${encodeURIComponent(rison.encode(value))}`;

describe('GET /api/v1/dataset/distinct/{column_name}', () => {
  it('answers the schemas of the datasets the caller may read, filtered and paged', async () => {
    // Act
    const all = await client.get('/api/v1/dataset/distinct/schema');
    const none = await client.get(`/api/v1/dataset/distinct/schema${q({ filter: 'no such schema' })}`);

    // Assert
    expect(all).toEqual({ status: 200, body: { count: 1, result: [{ text: 'main', value: 'main' }] } });
    expect(none).toEqual({ status: 200, body: { count: 0, result: [] } });
  });

  it('answers 404 for a column without distinct values, and 400 for a bad q', async () => {
    // Act
    const column = await client.get('/api/v1/dataset/distinct/table_name');
    const bad = await client.get('/api/v1/dataset/distinct/schema?q=(page:-1)');

    // Assert
    expect([column.status, bad.status]).toEqual([404, 400]);
  });
});

describe('GET /api/v1/dataset/related/{column_name}', () => {
  it('answers the users a dataset can be owned by, and 404 for other columns', async () => {
    // Act
    const owners = await client.get(`/api/v1/dataset/related/owners${q({ filter: 'admin' })}`);
    const other = await client.get('/api/v1/dataset/related/database');

    // Assert
    expect(owners.status).toBe(200);
    expect(owners.body.result).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ text: expect.stringContaining('Admin'), value: expect.any(Number) }),
      ]),
    );
    expect(other.status).toBe(404);
  });
});
