import { beforeAll, describe, expect, it } from 'vitest';
import { CHART_SHOW_COLUMNS } from '#functions/charts/saved/item-shape.ts';
import { contractProblems } from '../../../contract/openapi.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../../helpers/api-client.ts';
import { alphaUser, chartBody, del, put, saveChart, userIdOf } from './saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let annRef: { id: number; first_name: string; last_name: string };
let benRef: { id: number; first_name: string; last_name: string };

beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'ann'), alphaUser(admin, 'ben')]);
  annRef = { id: await userIdOf('ann'), first_name: 'ann', last_name: 'Alpha' };
  benRef = { id: await userIdOf('ben'), first_name: 'ben', last_name: 'Alpha' };
});

/**
 * Known spec defects, excused: item ids typed as strings (Superset answers integers), and the nested lists of the item
 * (owners, dashboards, tags) typed as one object (Superset answers lists of them).
 */
const contractProblemsBeyondSpecDefects = (method: string, path: string, status: number, body: unknown): string[] =>
  contractProblems(method, path, status, body).filter(
    (problem) =>
      !/^\/id must be string/.test(problem) && !/^\/result\/(owners|dashboards|tags) must be object/.test(problem),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/v1/chart/', () => {
  it('answers 201 with the id and the body as accepted', async () => {
    // Act
    const response = await ann.post('/api/v1/chart/', chartBody());

    // Assert
    expect(response).toEqual({ status: 201, body: { id: expect.any(Number), result: chartBody() } });
    expect(contractProblems('POST', '/api/v1/chart/', 201, response.body)).toEqual([]);
  });

  it.each([
    ['no name', { slice_name: '' }, 400, { slice_name: ['Length must be between 1 and 250.'] }],
    ['params that are not JSON', { params: '{oops' }, 400, { params: ['JSON not valid'] }],
    ['an unknown field', { colour: 'red' }, 400, { colour: ['Unknown field.'] }],
    ['a dataset that does not exist', { datasource_id: 999 }, 422, { datasource_id: ['Datasource does not exist'] }],
    ['owners who do not exist', { owners: [9999] }, 422, { owners: ['Owners are invalid'] }],
    ['a dashboard that does not exist', { dashboards: [999] }, 422, { dashboards: ['Dashboards do not exist'] }],
  ])('refuses %s, naming the field', async (_case, fields, status, message) => {
    // Act
    const response = await ann.post('/api/v1/chart/', chartBody(fields));

    // Assert
    expect(response).toEqual({ status, body: { message } });
  });

  it('refuses a query context the chart data endpoint would refuse', async () => {
    // Act
    const response = await ann.post('/api/v1/chart/', chartBody({ query_context: JSON.stringify({ queries: [] }) }));

    // Assert
    expect(response).toEqual({
      status: 400,
      body: { message: { query_context: ['datasource: Missing data for required field.'] } },
    });
  });

  it('refuses SQL fragments chart data would refuse, naming each by field and path (Superset refuses them only when the chart runs)', async () => {
    // Arrange
    const params = {
      metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(num); SELECT 1' }],
      where: 'num IN (SELECT 1)',
    };
    const context = JSON.stringify({
      datasource: { id: 1, type: 'table' },
      queries: [{ columns: ['gender'], metrics: ['count'], extras: { having: 'COUNT(*) > 1) OR (1 = 1' } }],
    });

    // Act
    const response = await ann.post(
      '/api/v1/chart/',
      chartBody({ params: JSON.stringify(params), query_context: context }),
    );

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        message: {
          params: [
            'where: Ad hoc subquery not allowed',
            'metrics.1.sqlExpression: Custom SQL fields cannot contain more than one statement',
          ],
          query_context: ['queries.0.extras.having: Invalid SQL fragment'],
        },
      },
    });
  });

  it('accepts ad-hoc SQL that stays an expression, and a dataset column Explore sends as an ad-hoc column', async () => {
    // Arrange
    const params = {
      ...JSON.parse(chartBody().params as string),
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num) / COUNT(*)', label: 'mean' }],
      groupby: [{ sqlExpression: 'gender', label: 'gender', expressionType: 'SQL' }],
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "name LIKE 'A%'" }],
    };

    // Act
    const response = await ann.post('/api/v1/chart/', chartBody({ params: JSON.stringify(params) }));

    // Assert
    expect(response).toEqual({
      status: 201,
      body: { id: expect.any(Number), result: chartBody({ params: JSON.stringify(params) }) },
    });
  });
});

describe('GET /api/v1/chart/{pk}', () => {
  it('answers the whole chart with its owners, dataset and audit fields', async () => {
    // Arrange
    const id = await saveChart(ann, { description: 'Counts **births**' });

    // Act
    const response = await ann.get(`/api/v1/chart/${id}`);

    // Assert
    const body = chartBody();
    expect(response).toEqual({
      status: 200,
      body: {
        id,
        show_title: 'Show Slice',
        show_columns: CHART_SHOW_COLUMNS,
        label_columns: expect.objectContaining({
          'owners.first_name': 'Owners First Name',
          query_context: 'Query Context',
        }),
        description_columns: {},
        result: {
          id,
          slice_name: body.slice_name,
          description: 'Counts **births**',
          description_markeddown: '<p>Counts <strong>births</strong></p>',
          viz_type: 'table',
          params: body.params,
          query_context: body.query_context,
          cache_timeout: null,
          datasource_id: 1,
          datasource_type: 'table',
          datasource_name_text: 'main.birth_names',
          datasource_url: '/explore/?datasource_type=table&datasource_id=1',
          owners: [annRef],
          dashboards: [],
          certified_by: null,
          certification_details: null,
          changed_on: expect.any(String),
          changed_on_delta_humanized: expect.stringMatching(/^(now|a second ago|\d+ seconds ago)$/),
          changed_on_utc: expect.stringMatching(/\+00:00$/),
          changed_by: annRef,
          changed_by_name: 'ann Alpha',
          created_by: annRef,
          created_on_delta_humanized: expect.stringMatching(/^(now|a second ago|\d+ seconds ago)$/),
          slice_url: `/explore/?slice_id=${id}`,
          url: `/explore/?slice_id=${id}`,
          thumbnail_url: null,
          uuid: expect.stringMatching(UUID),
          tags: [],
          is_managed_externally: false,
          external_url: null,
        },
      },
    });
    expect(contractProblemsBeyondSpecDefects('GET', '/api/v1/chart/{pk}', 200, response.body)).toEqual([]);
  });

  it.each([
    ['raw HTML as text', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['a javascript link as no link', '[go](javascript:alert(1))', '<p>[go](javascript:alert(1))</p>'],
    ['a bare URL as text', 'see https://example.com', '<p>see https://example.com</p>'],
    [
      'a table',
      '| a |\n|---|\n| 1 |',
      '<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>',
    ],
  ])('renders %s in a description', async (_case, description, html) => {
    // Arrange
    const id = await saveChart(ann, { description });

    // Act
    const response = await ann.get(`/api/v1/chart/${id}`);

    // Assert
    expect(response.body.result.description_markeddown).toBe(html);
  });

  it.each([
    ['an absent chart', '99999'],
    ['a pk that is not an integer', 'abc'],
  ])('answers 404 for %s', async (_case, pk) => {
    // Act
    const response = await ann.get(`/api/v1/chart/${pk}`);

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('PUT /api/v1/chart/{pk}', () => {
  it('changes the fields sent and answers them', async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await put(ann, `/api/v1/chart/${id}`, { slice_name: 'Renamed', owners: [annRef.id, benRef.id] });
    const after = await ann.get(`/api/v1/chart/${id}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: { id, result: { slice_name: 'Renamed', owners: [annRef.id, benRef.id] } },
    });
    expect([after.body.result.slice_name, after.body.result.owners, after.body.result.viz_type]).toEqual([
      'Renamed',
      [annRef, benRef],
      'table',
    ]);
  });

  it("refuses a chart the caller does not own with Superset's 403", async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await put(ben, `/api/v1/chart/${id}`, { slice_name: 'Mine now' });

    // Assert
    expect(response).toEqual({ status: 403, body: { message: 'Changing this chart is forbidden' } });
  });

  it("lets an Admin change anyone's chart", async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await put(admin, `/api/v1/chart/${id}`, { description: 'Checked' });

    // Assert
    expect(response).toEqual({ status: 200, body: { id, result: { description: 'Checked' } } });
  });

  it('refuses SQL fragments chart data would refuse, and keeps the chart as it was', async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await put(ann, `/api/v1/chart/${id}`, {
      params: JSON.stringify({
        adhoc_filters: [{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 1 --' }],
      }),
    });
    const after = await ann.get(`/api/v1/chart/${id}`);

    // Assert
    expect([response, after.body.result.params]).toEqual([
      { status: 400, body: { message: { params: ['adhoc_filters.0.sqlExpression: Invalid SQL fragment'] } } },
      chartBody().params,
    ]);
  });

  it('lets a viewer backfill the query context only', async () => {
    // Arrange
    const id = await saveChart(ann, { query_context: null });
    const context = JSON.stringify({ datasource: { id: 1, type: 'table' }, queries: [{ metrics: ['count'] }] });

    // Act
    const response = await put(ben, `/api/v1/chart/${id}`, { query_context: context, query_context_generation: true });
    const after = await ann.get(`/api/v1/chart/${id}`);

    // Assert
    expect(response.status).toBe(200);
    expect(after.body.result.query_context).toBe(context);
  });
});

describe('DELETE /api/v1/chart/{pk}', () => {
  it('deletes an own chart, which is then gone', async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await del(ann, `/api/v1/chart/${id}`);
    const after = await ann.get(`/api/v1/chart/${id}`);

    // Assert
    expect(response).toEqual({ status: 200, body: { message: 'OK' } });
    expect(after.status).toBe(404);
  });

  it("refuses someone else's chart and keeps it", async () => {
    // Arrange
    const id = await saveChart(ann);

    // Act
    const response = await del(ben, `/api/v1/chart/${id}`);
    const after = await ann.get(`/api/v1/chart/${id}`);

    // Assert
    expect(response).toEqual({ status: 403, body: { message: 'Changing this chart is forbidden' } });
    expect(after.status).toBe(200);
  });
});
