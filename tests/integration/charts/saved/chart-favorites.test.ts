import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../../helpers/api-client.ts';
import { alphaUser, birthNamesReader, del, q, saveChart, userIdOf } from './saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let reader: ApiClient<JsonBody>;

beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'ann'), alphaUser(admin, 'ben')]);
  reader = await birthNamesReader(admin, 'reader');
});

describe('favourites', () => {
  it('marks, reports, filters and unmarks a favourite, per user', async () => {
    // Arrange
    const [liked, other] = [await saveChart(ann), await saveChart(ann)];

    // Act
    const marked = await ann.post(`/api/v1/chart/${liked}/favorites/`, {});
    const status = await ann.get(`/api/v1/chart/favorite_status/${q([liked, other])}`);
    const bensStatus = await ben.get(`/api/v1/chart/favorite_status/${q([liked])}`);
    const favourites = await ann.get(
      `/api/v1/chart/${q({ filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] })}`,
    );
    const unmarked = await del(ann, `/api/v1/chart/${liked}/favorites/`);
    const after = await ann.get(`/api/v1/chart/favorite_status/${q([liked])}`);

    // Assert
    expect([marked, unmarked]).toEqual([
      { status: 200, body: { result: 'OK' } },
      { status: 200, body: { result: 'OK' } },
    ]);
    expect(status).toEqual({
      status: 200,
      body: {
        result: [
          { id: liked, value: true },
          { id: other, value: false },
        ],
      },
    });
    expect(bensStatus.body).toEqual({ result: [{ id: liked, value: false }] });
    expect(favourites.body.ids).toEqual([liked]);
    expect(after.body).toEqual({ result: [{ id: liked, value: false }] });
  });

  it.each([
    ['marking an absent chart', (client: ApiClient<JsonBody>) => client.post('/api/v1/chart/99999/favorites/', {})],
    [
      'the status of absent charts only',
      (client: ApiClient<JsonBody>) => client.get(`/api/v1/chart/favorite_status/${q([99998, 99999])}`),
    ],
  ])('answers 404 for %s', async (_case, call) => {
    // Act
    const response = await call(ann);

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('reports a favourite chart that is gone as no favourite', async () => {
    // Arrange
    const [gone, kept] = [await saveChart(ann), await saveChart(ann)];
    await ann.post(`/api/v1/chart/${gone}/favorites/`, {});
    await del(ann, `/api/v1/chart/${gone}`);

    // Act
    const status = await ann.get(`/api/v1/chart/favorite_status/${q([gone, kept])}`);

    // Assert
    expect(status).toEqual({
      status: 200,
      body: {
        result: [
          { id: gone, value: false },
          { id: kept, value: false },
        ],
      },
    });
  });

  it('answers 404 when marking a chart the caller may not see', async () => {
    // Arrange
    const hidden = await saveChart(ann, { datasource_id: 3, query_context: null });

    // Act
    const response = await reader.post(`/api/v1/chart/${hidden}/favorites/`, {});

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('DELETE /api/v1/chart/?q=!(ids)', () => {
  it('refuses the lot when one chart is not the caller’s, then deletes them for their owner', async () => {
    // Arrange
    const chartIds = [await saveChart(ann), await saveChart(ann)];

    // Act
    const refused = await del(ben, `/api/v1/chart/${q(chartIds)}`);
    const kept = await admin.get(`/api/v1/chart/${q({ filters: [{ col: 'id', opr: 'in', value: chartIds }] })}`);
    const deleted = await del(ann, `/api/v1/chart/${q(chartIds)}`);
    const gone = await admin.get(`/api/v1/chart/${q({ filters: [{ col: 'id', opr: 'in', value: chartIds }] })}`);

    // Assert
    expect(refused).toEqual({ status: 403, body: { message: 'Changing this chart is forbidden' } });
    expect(kept.body.count).toBe(2);
    expect(deleted).toEqual({ status: 200, body: { message: 'Deleted 2 charts' } });
    expect(gone.body.count).toBe(0);
  });

  it('answers 404 before 403 when the list names a missing chart and one of someone else, as DeleteChartCommand', async () => {
    // Arrange
    const bens = await saveChart(ben);

    // Act
    const response = await del(ann, `/api/v1/chart/${q([bens, 99999])}`);

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it.each([
    ['an id that names no chart', q([99999]), 404, { message: 'Not found' }],
    ['an empty list', q([]), 404, { message: 'Not found' }],
    ['ids that are no integers', q(['a']), 400, { message: { '0': ['Not a valid integer.'] } }],
    ['text that is not Rison', '?q=!(1,', 400, { message: 'Not a valid rison/json argument' }],
  ])('answers %s', async (_case, query, status, body) => {
    // Act
    const response = await del(ann, `/api/v1/chart/${query}`);

    // Assert
    expect(response).toEqual({ status, body });
  });
});

describe('GET /api/v1/chart/_info', () => {
  it.each([
    ['an Admin', () => admin, ['can_export', 'can_read', 'can_write']],
    ['a Gamma user', () => reader, ['can_export', 'can_read', 'can_write']],
  ])('answers the permissions of %s on Chart', async (_case, client, permissions) => {
    // Act
    const response = await client().get(`/api/v1/chart/_info${q({ keys: ['permissions'] })}`);

    // Assert
    expect(response).toEqual({ status: 200, body: { permissions } });
  });

  it("describes the add and edit columns as ChartRestApi does: the chart's name alone", async () => {
    // Act
    const response = await admin.get(`/api/v1/chart/_info${q({ keys: ['add_columns', 'edit_columns', 'add_title'] })}`);

    // Assert
    const sliceName = { name: 'slice_name', label: 'Slice Name', description: '', type: 'String', unique: false };
    expect(response).toEqual({
      status: 200,
      body: {
        add_columns: [{ ...sliceName, required: true, validate: ['<Length(min=1, max=250, equal=None, error=None)>'] }],
        edit_columns: [
          { ...sliceName, required: false, validate: ['<Length(min=0, max=250, equal=None, error=None)>'] },
        ],
        add_title: 'Add Slice',
      },
    });
  });

  it('lists the filters of each search column, the chart filters on their columns', async () => {
    // Act
    const response = await admin.get(`/api/v1/chart/_info${q({ keys: ['filters'] })}`);

    // Assert
    const { filters } = response.body;
    expect(Object.keys(filters).sort()).toEqual([
      'changed_by',
      'created_by',
      'dashboards',
      'datasource_id',
      'datasource_name',
      'datasource_type',
      'description',
      'id',
      'last_saved_at',
      'last_saved_by',
      'owners',
      'slice_name',
      'tags',
      'uuid',
      'viz_type',
    ]);
    expect([filters.id, filters.created_by, filters.owners]).toEqual([
      [
        { name: 'Equal to', operator: 'eq' },
        { name: 'Greater than', operator: 'gt' },
        { name: 'Smaller than', operator: 'lt' },
        { name: 'Not Equal to', operator: 'neq' },
        { name: 'One of', operator: 'in' },
        { name: 'Is favorite', operator: 'chart_is_favorite' },
        { name: 'Is certified', operator: 'chart_is_certified' },
        { name: 'Owned Created or Favored', operator: 'chart_owned_created_favored_by_me' },
      ],
      [
        { name: 'Relation', operator: 'rel_o_m' },
        { name: 'No Relation', operator: 'nrel_o_m' },
        { name: 'Has created by', operator: 'chart_has_created_by' },
        { name: 'Created by me', operator: 'chart_created_by_me' },
      ],
      [{ name: 'Relation as Many', operator: 'rel_m_m' }],
    ]);
  });

  it('answers 400 for a key it does not know', async () => {
    // Act
    const response = await admin.get(`/api/v1/chart/_info${q({ keys: ['secrets'] })}`);

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        message: {
          'keys.0': ['Must be one of: add_columns, edit_columns, filters, permissions, add_title, edit_title, none.'],
        },
      },
    });
  });
});

describe('GET /api/v1/chart/related/{column_name}', () => {
  it.each([
    ['owners', { email: 'ann@example.com', active: true }],
    ['created_by', {}],
  ])('answers the users matching the filter for %s', async (column, extra) => {
    // Act
    const response = await ann.get(`/api/v1/chart/related/${column}${q({ filter: 'ann al' })}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: { count: 1, result: [{ value: await userIdOf('ann'), text: 'ann Alpha', extra }] },
    });
  });

  it('caps a page size past the largest page instead of refusing it', async () => {
    // Act
    const response = await ann.get(`/api/v1/chart/related/owners${q({ filter: 'ann al', page_size: 5000 })}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        count: 1,
        result: [
          { value: await userIdOf('ann'), text: 'ann Alpha', extra: { email: 'ann@example.com', active: true } },
        ],
      },
    });
  });

  it('answers 404 for a column without related users', async () => {
    // Act
    const response = await ann.get('/api/v1/chart/related/datasource');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});
