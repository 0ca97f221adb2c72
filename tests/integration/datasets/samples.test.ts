import { describe, expect, it } from 'vitest';
import { useApiClient } from '../helpers/api-client.ts';

const client = useApiClient();

describe('POST /datasource/samples refusals', () => {
  it.each([
    ['?datasource_type=query&datasource_id=1', 400, { message: 'Datasource type query is not supported for samples' }],
    [
      '?datasource_type=nope&datasource_id=1',
      400,
      { message: { datasource_type: ['Must be one of: table, dataset, query, saved_query, view.'] } },
    ],
    [
      '?datasource_type=table&datasource_id=1&per_page=5000',
      400,
      { message: { per_page: ['Must be greater than or equal to 1 and less than or equal to 1000.'] } },
    ],
    ['?datasource_type=table&datasource_id=999', 404, { message: 'Not found' }],
  ])('%s answers %i', async (query, status, body) => {
    // Act
    const response = await client.request(`/datasource/samples${query}`, { method: 'POST' });

    // Assert
    expect(response).toEqual({ status, body });
  });
});

describe('POST /datasource/samples', () => {
  it('answers a page of rows with the total count, as Superset does', async () => {
    // Arrange
    const { openReader, parquetFile } = await import('../data/parquet-query.ts');
    const reader = await openReader();
    const file = parquetFile(`${client.runtime.dataDir}/examples`, 'birth_names');
    const [expected] = await reader.rows(`SELECT COUNT(*)::INTEGER AS total FROM ${file}`);
    reader.close();

    // Act
    const response = await client.request(
      '/datasource/samples?datasource_type=table&datasource_id=1&per_page=3&page=2',
      { method: 'POST' },
    );

    // Assert
    const result = (response.body as { result: Record<string, unknown> }).result;
    expect(response.status).toBe(200);
    expect(result).toMatchObject({
      colnames: ['ds', 'gender', 'name', 'num', 'state', 'num_boys', 'num_girls'],
      coltypes: [2, 1, 1, 0, 1, 0, 0],
      rowcount: 3,
      page: 2,
      per_page: 3,
      total_count: expected!.total,
      status: 'success',
    });
    expect(result.query).toContain('OFFSET 3');
  });
});
