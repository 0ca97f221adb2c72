import { beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import {
  alphaUser,
  BIRTH_NAMES_PARAMS,
  birthNamesReader,
  saveChart,
  userIdOf,
} from '../charts/saved/saved-chart-client.ts';
import { createDashboard, putDashboard, rowOfCharts } from './dashboard-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let gus: ApiClient<JsonBody>;
let board: { id: number; births: number; sales: number };

beforeAll(async () => {
  [ann, gus] = await Promise.all([alphaUser(admin, 'mem_ann'), birthNamesReader(admin, 'mem_gus')]);
  const id = await createDashboard(ann, {
    dashboard_title: 'Members',
    slug: 'members-board',
    published: true,
    owners: [await userIdOf('mem_ann'), await userIdOf('mem_gus')],
  });
  const births = await saveChart(ann, { slice_name: 'Births by gender', description: 'Counts *per* gender' });
  const sales = await saveChart(ann, { slice_name: 'Sales chart', datasource_id: 2 });
  await putDashboard(ann, id, { position_json: rowOfCharts([births, sales]) });
  board = { id, births, sales };
});

describe('GET /api/v1/dashboard/{id_or_slug}/charts', () => {
  it("answers each chart's definition, by id or slug", async () => {
    // Act
    const [byId, bySlug] = [
      await ann.get(`/api/v1/dashboard/${board.id}/charts`),
      await ann.get('/api/v1/dashboard/members-board/charts'),
    ];

    // Assert
    expect(byId.status).toBe(200);
    expect(byId.body.result[0]).toEqual({
      id: board.births,
      slice_name: 'Births by gender',
      description: 'Counts *per* gender',
      description_markeddown: '<p>Counts <em>per</em> gender</p>',
      cache_timeout: null,
      certified_by: null,
      certification_details: null,
      changed_on: expect.any(String),
      slice_url: `/explore/?slice_id=${board.births}`,
      form_data: { ...BIRTH_NAMES_PARAMS, slice_id: board.births, viz_type: 'table', datasource: '1__table' },
    });
    expect(byId.body.result.map((chart: { id: number }) => chart.id)).toEqual([board.births, board.sales]);
    expect(bySlug.body).toEqual(byId.body);
    expect(
      contractProblems('GET', '/api/v1/dashboard/{id_or_slug}/charts', 200, byId.body).filter(
        (problem) => !/must be (string|integer)/.test(problem),
      ),
    ).toEqual([]);
  });

  it('keeps the form data of a chart the caller may not read to itself', async () => {
    // Act
    const response = await gus.get(`/api/v1/dashboard/${board.id}/charts`);

    // Assert
    expect(
      response.body.result.map((chart: Record<string, unknown>) => [chart.slice_name, 'form_data' in chart]),
    ).toEqual([
      ['Births by gender', true],
      ['Sales chart', false],
    ]);
  });

  it('answers 404 for a dashboard that does not exist', async () => {
    // Act
    const response = await ann.get('/api/v1/dashboard/no-such-board/charts');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('GET /api/v1/dashboard/{id_or_slug}/datasets', () => {
  it("answers each dataset once in Explore's shape, narrowed where the caller may not read it", async () => {
    // Act
    const [full, narrowed] = [
      await ann.get(`/api/v1/dashboard/${board.id}/datasets`),
      await gus.get(`/api/v1/dashboard/${board.id}/datasets`),
    ];
    const explore = await ann.get('/superset/fetch_datasource_metadata?datasourceKey=1__table');

    // Assert
    expect(full.status).toBe(200);
    expect(full.body.result.map((dataset: { id: number }) => dataset.id)).toEqual([1, 2]);
    expect(full.body.result[0]).toEqual(explore.body);
    expect(narrowed.body.result[0]).toEqual(explore.body);
    expect(
      Object.keys(narrowed.body.result[1]).filter((key) =>
        ['sql', 'columns', 'metrics', 'database', 'perm'].includes(key),
      ),
    ).toEqual([]);
    expect(narrowed.body.result[1].table_name).toBe(full.body.result[1].table_name);
  });
});
