import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createRoleViaApi, jsonInit, ROLE_IDS, userClient } from './security-client.ts';

/** Superset's RLSRestApi over the local runtime: writes, checks, list, item, related choices and who may call it. */

const admin = useApiClient<JsonBody>();
let financeRole: number;
let gamma: ApiClient<JsonBody>;

const rison = (text: string) => encodeURIComponent(text);
const filterBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Finance rows',
  filter_type: 'Regular',
  tables: [1],
  roles: [financeRole],
  group_key: 'department',
  clause: "state = 'CA'",
  description: 'Finance sees California',
  ...fields,
});

beforeAll(async () => {
  financeRole = await createRoleViaApi(admin, 'rls_finance');
  gamma = await userClient(admin, 'gammauser', [ROLE_IDS.Gamma]);
});

describe('writing row level security filters', () => {
  it('creates a filter (201 with the body as accepted) and shows it with its datasets and roles named', async () => {
    // Act
    const created = await admin.post('/api/v1/rowlevelsecurity/', filterBody());
    const shown = await admin.get(`/api/v1/rowlevelsecurity/${created.body.id}`);

    // Assert
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), result: filterBody() } });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toEqual({
      id: created.body.id,
      name: 'Finance rows',
      filter_type: 'Regular',
      tables: [{ id: 1, schema: 'main', table_name: 'birth_names' }],
      roles: [{ id: financeRole, name: 'rls_finance' }],
      group_key: 'department',
      clause: "state = 'CA'",
      description: 'Finance sees California',
    });
    expect(shown.body.show_title).toBe('Show Row Level Security Filter');
  });

  it('updates only the fields sent', async () => {
    // Arrange
    const created = await admin.post('/api/v1/rowlevelsecurity/', filterBody({ name: 'To update' }));

    // Act
    const updated = await admin.request(
      `/api/v1/rowlevelsecurity/${created.body.id}`,
      jsonInit('PUT', { filter_type: 'Base', roles: [], group_key: null }),
    );
    const shown = await admin.get(`/api/v1/rowlevelsecurity/${created.body.id}`);

    // Assert
    expect(updated).toEqual({
      status: 200,
      body: { id: created.body.id, result: { filter_type: 'Base', roles: [], group_key: null } },
    });
    expect(shown.body.result).toMatchObject({ name: 'To update', filter_type: 'Base', roles: [], group_key: null });
  });

  it.each<[string, Record<string, unknown>, number, unknown]>([
    ['an unknown dataset', { tables: [9999] }, 422, { tables: ['Datasource does not exist'] }],
    ['an unknown role', { roles: [9999] }, 422, { roles: ['Some roles do not exist'] }],
    ['no dataset', { tables: [] }, 400, { tables: ['Shorter than minimum length 1.'] }],
    ['an unknown filter type', { filter_type: 'Sometimes' }, 400, { filter_type: [expect.any(String)] }],
    ['a blank clause', { clause: '  ' }, 400, { clause: ['Missing data for required field.'] }],
    [
      'a clause reading another table',
      { clause: 'state IN (SELECT state FROM users)' },
      400,
      { clause: ['Ad hoc subquery not allowed'] },
    ],
    ['a second statement', { clause: '1 = 1; DROP TABLE birth_names' }, 400, { clause: [expect.any(String)] }],
    [
      'a template naming what no query knows',
      { clause: "state = '{{ region }}'" },
      400,
      { clause: [expect.stringContaining('region')] },
    ],
    ['an unknown field', { extra: 1 }, 400, expect.anything()],
  ])('refuses %s in its field, storing nothing', async (_case, fields, status, message) => {
    // Arrange
    const before = await admin.get('/api/v1/rowlevelsecurity/');

    // Act
    const answer = await admin.post('/api/v1/rowlevelsecurity/', filterBody(fields));

    // Assert
    const after = await admin.get('/api/v1/rowlevelsecurity/');
    expect(answer).toEqual({ status, body: { message } });
    expect(after.body.count).toBe(before.body.count);
  });

  it('accepts templated clauses that render for any caller', async () => {
    // Act
    const answer = await admin.post(
      '/api/v1/rowlevelsecurity/',
      filterBody({ name: 'Own rows', clause: "name = '{{ current_username() }}' OR {{ current_user_id() }} = 1" }),
    );

    // Assert
    expect(answer.status).toBe(201);
  });

  it('deletes one filter, then answers 404 for it', async () => {
    // Arrange
    const created = await admin.post('/api/v1/rowlevelsecurity/', filterBody({ name: 'To delete' }));

    // Act
    const deleted = await admin.request(`/api/v1/rowlevelsecurity/${created.body.id}`, { method: 'DELETE' });
    const again = await admin.request(`/api/v1/rowlevelsecurity/${created.body.id}`, { method: 'DELETE' });
    const shown = await admin.get(`/api/v1/rowlevelsecurity/${created.body.id}`);

    // Assert
    expect([deleted.status, deleted.body]).toEqual([200, { message: 'OK' }]);
    expect([again.status, shown.status]).toEqual([404, 404]);
  });

  it('bulk deletes all the filters named or, when one is unknown, none', async () => {
    // Arrange
    const a = (await admin.post('/api/v1/rowlevelsecurity/', filterBody({ name: 'Bulk A' }))).body.id as number;
    const b = (await admin.post('/api/v1/rowlevelsecurity/', filterBody({ name: 'Bulk B' }))).body.id as number;

    // Act
    const refused = await admin.request(`/api/v1/rowlevelsecurity/?q=${rison(`!(${a},${b},99999)`)}`, {
      method: 'DELETE',
    });
    const kept = await admin.get(`/api/v1/rowlevelsecurity/${a}`);
    const deleted = await admin.request(`/api/v1/rowlevelsecurity/?q=${rison(`!(${a},${b})`)}`, { method: 'DELETE' });

    // Assert
    expect([refused.status, kept.status]).toEqual([404, 200]);
    expect([deleted.status, deleted.body]).toEqual([200, { message: 'Deleted 2 rules' }]);
  });
});

describe('listing row level security filters', () => {
  beforeAll(async () => {
    await admin.post('/api/v1/rowlevelsecurity/', filterBody({ name: 'List Alpha', filter_type: 'Base', roles: [] }));
    await admin.post('/api/v1/rowlevelsecurity/', filterBody({ name: 'List Beta', group_key: 'region' }));
  });

  it('filters by name, type, group key and role, orders and pages, naming datasets, roles and the editor', async () => {
    // Act
    const byName = await admin.get(
      `/api/v1/rowlevelsecurity/?q=${rison("(filters:!((col:name,opr:ct,value:'list ')))")}`,
    );
    const byType = await admin.get(
      `/api/v1/rowlevelsecurity/?q=${rison("(filters:!((col:name,opr:ct,value:'List'),(col:filter_type,opr:eq,value:Base)))")}`,
    );
    const byKey = await admin.get(
      `/api/v1/rowlevelsecurity/?q=${rison('(filters:!((col:group_key,opr:ct,value:regi)))')}`,
    );
    const byRole = await admin.get(
      `/api/v1/rowlevelsecurity/?q=${rison(`(filters:!((col:name,opr:ct,value:'List'),(col:roles,opr:rel_m_m,value:${financeRole})))`)}`,
    );
    const paged = await admin.get(
      `/api/v1/rowlevelsecurity/?q=${rison("(filters:!((col:name,opr:ct,value:'List')),order_column:name,order_direction:desc,page:0,page_size:1)")}`,
    );

    // Assert
    const names = (answer: typeof byName) => (answer.body.result as { name: string }[]).map((row) => row.name);
    expect(names(byName).sort()).toEqual(['List Alpha', 'List Beta']);
    expect(names(byType)).toEqual(['List Alpha']);
    expect(names(byKey)).toEqual(['List Beta']);
    expect(names(byRole)).toEqual(['List Beta']);
    expect([paged.body.count, names(paged)]).toEqual([2, ['List Beta']]);
    expect(byType.body.result[0]).toEqual({
      id: expect.any(Number),
      name: 'List Alpha',
      filter_type: 'Base',
      tables: [{ id: 1, schema: 'main', table_name: 'birth_names' }],
      roles: [],
      clause: "state = 'CA'",
      group_key: 'department',
      description: 'Finance sees California',
      changed_on_delta_humanized: expect.any(String),
      changed_by: { first_name: expect.any(String), last_name: expect.any(String) },
    });
  });

  it('refuses ordering by a column Superset does not order by', async () => {
    // Act
    const answer = await admin.get(`/api/v1/rowlevelsecurity/?q=${rison('(order_column:description)')}`);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid order by column: description' } });
  });

  it('offers datasets as schema.table and roles by name as related choices', async () => {
    // Act
    const tables = await admin.get(`/api/v1/rowlevelsecurity/related/tables?q=${rison('(filter:birth)')}`);
    const roles = await admin.get(`/api/v1/rowlevelsecurity/related/roles?q=${rison('(filter:rls_fin)')}`);
    const other = await admin.get('/api/v1/rowlevelsecurity/related/owners');

    // Assert
    expect(tables.body).toEqual({ count: 1, result: [{ value: 1, text: 'main.birth_names', extra: {} }] });
    expect(roles.body).toEqual({ count: 1, result: [{ value: financeRole, text: 'rls_finance', extra: {} }] });
    expect(other.status).toBe(404);
  });
});

describe('who may manage row level security', () => {
  it.each<[string, string, RequestInit | undefined]>([
    ['list', '/api/v1/rowlevelsecurity/', undefined],
    ['create', '/api/v1/rowlevelsecurity/', jsonInit('POST', {})],
    ['read related choices', '/api/v1/rowlevelsecurity/related/roles', undefined],
    ['delete', '/api/v1/rowlevelsecurity/1', { method: 'DELETE' }],
  ])('a Gamma user may not %s', async (_what, path, init) => {
    // Act
    const answer = await gamma.request(path, init);

    // Assert
    expect(answer.status).toBe(403);
  });
});
