import { describe, expect, it } from 'vitest';
import { selectExtraFormData } from '#shared/dashboard/filter-values.ts';
import type { NativeFilter } from '#shared/dashboard/native-filters.ts';
import {
  parentsExtraFormData,
  rangeBoundsQuery,
  selectValuesQuery,
} from '../../../web/app/features/native-filters/state/values-query.ts';
import { referenceRows } from '../charts/chart-client.ts';
import { useApiClient } from '../helpers/api-client.ts';

/** The queries the filter bar sends for its options, answered by the real chart data handler. */
const client = useApiClient();

const gender: NativeFilter = {
  id: 'F-gender',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Gender',
  targets: [{ datasetId: 1, column: { name: 'gender' } }],
};
const name: NativeFilter = {
  id: 'F-name',
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: 'Name',
  targets: [{ datasetId: 1, column: { name: 'name' } }],
  cascadeParentIds: ['F-gender'],
  adhoc_filters: [{ expressionType: 'SIMPLE', clause: 'WHERE', subject: 'state', operator: '==', comparator: 'CA' }],
};

async function rowsOf(queryContext: unknown): Promise<unknown[]> {
  const { status, body } = await client.post('/api/v1/chart/data', queryContext);
  expect(status).toBe(200);
  return (body as { result: { data: unknown[] }[] }).result[0]!.data;
}

describe('filter values from chart data', () => {
  it("offers a child filter only the values its parent's choice and its pre-filter allow", async () => {
    // Arrange
    const expected = await referenceRows(
      client,
      "SELECT DISTINCT name FROM {birth_names} WHERE state = 'CA' AND gender IN ('girl') ORDER BY name LIMIT 1000",
    );
    const pending = { 'F-gender': { extraFormData: selectExtraFormData('gender', ['girl']) } };

    // Act
    const rows = await rowsOf(selectValuesQuery(name, parentsExtraFormData(name, [gender, name], pending)));

    // Assert
    expect(rows).toEqual(expected);
  });

  it('answers the bounds of a numerical range', async () => {
    // Arrange
    const [expected] = await referenceRows(
      client,
      'SELECT MIN(num)::INTEGER AS min, MAX(num)::INTEGER AS max FROM {birth_names}',
    );
    const range: NativeFilter = {
      ...gender,
      id: 'F-num',
      filterType: 'filter_range',
      targets: [{ datasetId: 1, column: { name: 'num' } }],
    };

    // Act
    const rows = await rowsOf(rangeBoundsQuery(range, {}));

    // Assert
    expect(rows).toEqual([expected]);
  });
});
