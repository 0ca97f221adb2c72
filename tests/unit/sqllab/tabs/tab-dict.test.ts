import { describe, expect, it } from 'vitest';
import { toClientQuery } from '#functions/sqllab/queries/present.ts';
import type { TabRecord, TableSchemaRecord } from '#functions/sqllab/tabs/schema.ts';
import { toTabDict } from '#functions/sqllab/tabs/tab-dict.ts';
import { editTimeOf } from '#functions/sqllab/tabs/tab-service.ts';
import { queryRecord } from '../query-record.ts';

const tab: TabRecord = {
  id: 7,
  user_id: '1',
  label: 'Births',
  database_id: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT 1',
  query_limit: 100,
  latest_query_id: 'q1',
  autorun: false,
  template_params: '{"x": 1}',
  hide_left_bar: true,
  saved_query_id: 3,
  extra_json: '{"updatedAt": 5}',
  updated_at: 5,
  created_on: '2024-01-01T00:00:00.000Z',
  changed_on: '2024-01-01T00:00:00.000Z',
  version: 2,
};

const panel = (id: number, tabStateId: number, description: string): TableSchemaRecord => ({
  id,
  user_id: '1',
  tab_state_id: tabStateId,
  database_id: 1,
  catalog: null,
  schema: 'main',
  table: 'birth_names',
  description,
  expanded: true,
  created_on: '2024-01-01T00:00:00.000Z',
});

describe('toTabDict', () => {
  it("answers Superset's TabState.to_dict with the tab's own panels only", () => {
    // Arrange
    const panels = [panel(1, 7, '{"name": "birth_names"}'), panel(2, 8, '{}')];
    const latestQuery = toClientQuery(queryRecord(), 'examples');

    // Act
    const dict = toTabDict(tab, { active: true, panels, latestQuery });

    // Assert
    expect(dict).toEqual({
      id: 7,
      user_id: 1,
      label: 'Births',
      active: true,
      database_id: 1,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 1',
      query_limit: 100,
      latest_query: latestQuery,
      autorun: false,
      template_params: '{"x": 1}',
      hide_left_bar: true,
      saved_query: { id: 3 },
      extra_json: '{"updatedAt": 5}',
      table_schemas: [
        {
          id: 1,
          tab_state_id: 7,
          database_id: 1,
          catalog: null,
          schema: 'main',
          table: 'birth_names',
          description: { name: 'birth_names' },
          expanded: true,
        },
      ],
    });
  });

  it('gives a null description for a panel whose description is not JSON', () => {
    // Act
    const dict = toTabDict(
      { ...tab, saved_query_id: null },
      { active: false, panels: [panel(1, 7, 'not json')], latestQuery: undefined },
    );

    // Assert
    expect([dict.table_schemas[0]?.description, dict.saved_query, dict.latest_query]).toEqual([null, null, null]);
  });
});

describe('editTimeOf', () => {
  it.each([
    ['{"updatedAt": 1700000000000, "version": 1}', 1700000000000],
    ['{"version": 1}', undefined],
    ['{"updatedAt": "soon"}', undefined],
    ['not json', undefined],
    [null, undefined],
  ])('reads %s as %s', (extraJson, expected) => {
    // Act
    const editTime = editTimeOf(extraJson);

    // Assert
    expect(editTime).toBe(expected);
  });
});
