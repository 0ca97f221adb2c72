import { describe, expect, it } from 'vitest';
import { useApiClient } from '../helpers/api-client.ts';

const client = useApiClient();

async function referenceRows(sql: string): Promise<Record<string, unknown>[]> {
  const { openReader, parquetFile } = await import('../data/parquet-query.ts');
  const reader = await openReader();
  try {
    return await reader.rows(
      sql.replace('{birth_names}', parquetFile(`${client.runtime.dataDir}/examples`, 'birth_names')),
    );
  } finally {
    reader.close();
  }
}

describe('POST /superset/explore_json/ with form_data as a form field', () => {
  it('answers table form data with the records plain SQL gives', async () => {
    // Arrange
    const expected = await referenceRows(
      'SELECT gender, SUM(num)::BIGINT AS sum__num FROM {birth_names} GROUP BY gender ORDER BY 2 DESC',
    );
    const formData = {
      datasource: '1__table',
      viz_type: 'table',
      groupby: ['gender'],
      metrics: ['sum__num'],
      row_limit: 10,
      time_range: 'No filter',
    };

    // Act
    const response = await client.postForm('/superset/explore_json/', { form_data: JSON.stringify(formData) });

    // Assert
    const body = response.body as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      status: 'success',
      form_data: formData,
      colnames: ['gender', 'sum__num'],
      rowcount: expected.length,
      data: {
        records: expected.map((row) => ({ gender: row.gender, sum__num: Number(row.sum__num) })),
        columns: ['gender', 'sum__num'],
      },
    });
  });
});
