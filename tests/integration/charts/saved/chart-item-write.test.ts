import { beforeAll, describe, expect, it } from 'vitest';
import { CHART_SHOW_COLUMNS } from '#functions/charts/saved/item-shape.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../../helpers/api-client.ts';
import { ROLE_IDS, userClient } from '../../security/security-client.ts';
import { alphaUser, birthNamesReader, chartBody, put, q, saveChart, userIdOf } from './saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let gamma: ApiClient<JsonBody>;

beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'ann'), alphaUser(admin, 'ben')]);
  gamma = await userClient(admin, 'item_gamma', [ROLE_IDS.Gamma]);
});

/** A request whose body is `text`, sent with `contentType` (none when undefined). */
const sendText = (client: ApiClient<JsonBody>, method: string, path: string, text: string, contentType?: string) =>
  client.request(path, {
    method,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    body: text,
  });

describe('GET /api/v1/chart/{pk}?q=', () => {
  it('cuts the result to the selected show columns and answers only the metadata asked for', async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await ann.get(
      `/api/v1/chart/${id}${q({ columns: ['id', 'slice_name', 'owners.id', 'secret'], keys: ['show_columns', 'label_columns'] })}`,
    );

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        id,
        result: { id, slice_name: 'Births by gender', owners: [{ id: await userIdOf('ann') }] },
        show_columns: ['id', 'slice_name', 'owners.id'],
        label_columns: { id: 'Id', slice_name: 'Slice Name', 'owners.id': 'Owners Id' },
      },
    });
  });

  it('answers every show column when none of those selected is one', async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await ann.get(`/api/v1/chart/${id}${q({ columns: ['secret'], keys: ['show_columns'] })}`);

    // Assert
    expect([response.status, response.body.show_columns, response.body.result.query_context]).toEqual([
      200,
      CHART_SHOW_COLUMNS,
      chartBody().query_context,
    ]);
  });

  it('answers 400 for a metadata key it does not know', async () => {
    // Act
    const response = await ann.get(`/api/v1/chart/1${q({ keys: ['everything'] })}`);

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        message: { 'keys.0': ['Must be one of: show_columns, description_columns, label_columns, show_title, none.'] },
      },
    });
  });
});

describe('chart writes with bodies Superset refuses', () => {
  it.each([
    ['text', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['no content type', undefined],
  ])('answers 400 "Request is not JSON" to a POST sent as %s, as @requires_json', async (_case, contentType) => {
    // Act
    const response = await sendText(ann, 'POST', '/api/v1/chart/', JSON.stringify(chartBody()), contentType);

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'Request is not JSON' } });
  });

  it('accepts a vendor JSON type and answers 400 to a PUT sent as text', async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const vendor = await sendText(
      ann,
      'PUT',
      `/api/v1/chart/${id}`,
      JSON.stringify({ description: 'x' }),
      'application/vnd.api+json; charset=utf-8',
    );
    const text = await sendText(ann, 'PUT', `/api/v1/chart/${id}`, JSON.stringify({ description: 'y' }), 'text/plain');

    // Assert
    expect([vendor, text]).toEqual([
      { status: 200, body: { id, result: { description: 'x' } } },
      { status: 400, body: { message: 'Request is not JSON' } },
    ]);
  });

  it.each([
    ['a list', [chartBody()], { _schema: ['Invalid input type.'] }],
    ['JSON null', null, { _schema: ['Invalid input type.'] }],
    [
      'fields of the wrong types',
      chartBody({ datasource_id: 'one', cache_timeout: 1.5, viz_type: null, query_context_generation: 'maybe' }),
      {
        datasource_id: ['Not a valid integer.'],
        cache_timeout: ['Not a valid integer.'],
        viz_type: ['Field may not be null.'],
        query_context_generation: ['Not a valid boolean.'],
      },
    ],
    [
      'a name of 300 characters',
      chartBody({ slice_name: 'n'.repeat(300) }),
      { slice_name: ['Length must be between 1 and 250.'] },
    ],
    [
      'a datasource type Superset does not have',
      chartBody({ datasource_type: 'cube' }),
      { datasource_type: ['Must be one of: table, dataset, query, saved_query, view.'] },
    ],
  ])('answers 400 in marshmallow words for %s', async (_case, body, message) => {
    // Act
    const response = await ann.post('/api/v1/chart/', body);

    // Assert
    expect(response).toEqual({ status: 400, body: { message } });
  });

  it("answers 400 in marshmallow's Length words for a PUT renaming past 250 characters", async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await put(ann, `/api/v1/chart/${id}`, { slice_name: 'n'.repeat(251) });

    // Assert
    expect(response).toEqual({ status: 400, body: { message: { slice_name: ['Length must be between 0 and 250.'] } } });
  });
});

describe('chart write rules', () => {
  it('makes the Admin the owner of a chart created with an empty owner list, as populate_owner_list', async () => {
    // Act
    const created = await admin.post('/api/v1/chart/', chartBody({ owners: [] }));
    const read = await admin.get(`/api/v1/chart/${created.body.id}${q({ columns: ['owners.id'] })}`);

    // Assert
    expect([created.status, read.body.result]).toEqual([201, { owners: [{ id: await userIdOf('admin') }] }]);
  });

  it("refuses a viewer's query context backfill that queries another dataset", async () => {
    // Arrange
    const id = await saveChart(ann, { query_context: null });
    const elsewhere = JSON.stringify({ datasource: { id: 2, type: 'table' }, queries: [{ metrics: ['count'] }] });

    // Act
    const response = await put(ben, `/api/v1/chart/${id}`, {
      query_context: elsewhere,
      query_context_generation: true,
    });
    const after = await ann.get(`/api/v1/chart/${id}${q({ columns: ['query_context'] })}`);

    // Assert
    expect(response).toEqual({
      status: 422,
      body: { message: { query_context: ['The query context datasource does not match the chart datasource'] } },
    });
    expect(after.body.result).toEqual({ query_context: null });
  });

  it("lets a Gamma user write charts, only on data they may read and only their own (Superset's Gamma)", async () => {
    // Arrange: the Gamma user may read birth_names (dataset 1) only
    const reader = await birthNamesReader(admin, 'item_gamma_reader');
    const annsChart = await saveChart(ann);

    // Act
    const own = await reader.post('/api/v1/chart/', chartBody({ slice_name: 'Gamma made this' }));
    const otherData = await reader.post('/api/v1/chart/', chartBody({ datasource_id: 2 }));
    const othersChart = await put(reader, `/api/v1/chart/${annsChart}`, { slice_name: 'Taken over' });
    const noData = await gamma.post('/api/v1/chart/', chartBody());

    // Assert: data the user may not read is answered as data that does not exist
    const missingData = { status: 422, body: { message: { datasource_id: ['Datasource does not exist'] } } };
    expect([
      own.status,
      { status: otherData.status, body: otherData.body },
      othersChart,
      { status: noData.status, body: noData.body },
    ]).toEqual([201, missingData, { status: 403, body: { message: 'Changing this chart is forbidden' } }, missingData]);
  });
});
