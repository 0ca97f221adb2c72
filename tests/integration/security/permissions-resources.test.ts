import { describe, expect, it } from 'vitest';
import { exampleTables } from '#shared/examples/catalog.ts';
import { httpRoutes } from '#functions/manifest.ts';
import { DEFAULT_ROLES } from '#functions/security/default-roles.ts';
import { permissionViewId } from '#functions/security/permission-catalog.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';

const admin = useApiClient<JsonBody>();

const listQuery = (q: string) => `/api/v1/security/permissions-resources/?q=${encodeURIComponent(q)}`;
const item = (permission: string, view: string) => ({
  id: permissionViewId([permission, view]),
  permission: { name: permission },
  view_menu: { name: view },
});

describe('GET /api/v1/security/permissions-resources/', () => {
  it("lists a dataset access pair per example dataset, with the ids the pairs' hash gives", async () => {
    // Arrange
    const views = exampleTables.map((table, index) => `[examples].[${table.name}](id:${index + 1})`).sort();

    // Act
    const answer = await admin.get(
      listQuery('(filters:!((col:permission.name,opr:eq,value:datasource_access)),page_size:-1)'),
    );

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        count: views.length,
        ids: views.map((view) => permissionViewId(['datasource_access', view])),
        result: views.map((view) => item('datasource_access', view)),
        list_columns: ['id', 'permission.name', 'view_menu.name'],
        order_columns: ['id', 'permission.name', 'view_menu.name'],
        list_title: 'List Permission View',
      },
    });
  });

  it('lists the database and schema access pairs of the examples database', async () => {
    // Act
    const answer = await admin.get(
      listQuery(
        "(filters:!((col:view_menu.name,opr:sw,value:'[examples].')),order_column:permission.name,page_size:-1)",
      ),
    );

    // Assert
    expect(answer.body.result.filter((pair: JsonBody) => pair.permission.name !== 'datasource_access')).toEqual([
      item('database_access', '[examples].(id:1)'),
      item('schema_access', '[examples].[main]'),
    ]);
  });

  it('lists every builtin role pair and every pair a route declares', async () => {
    // Arrange
    const routePairs = httpRoutes.flatMap((route) =>
      Array.isArray(route.access) ? [route.access as readonly [string, string]] : [],
    );
    const expected = new Set(
      [...Object.values(DEFAULT_ROLES).flat(), ...routePairs].map(([permission, view]) => `${permission} on ${view}`),
    );

    // Act
    const answer = await admin.get(listQuery('(page_size:-1)'));
    const listed = new Set(
      (answer.body.result as JsonBody[]).map((pair) => `${pair.permission.name} on ${pair.view_menu.name}`),
    );

    // Assert
    expect([...expected].filter((pair) => !listed.has(pair))).toEqual([]);
  });
});
