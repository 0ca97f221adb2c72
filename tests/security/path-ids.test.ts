import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '#functions/manifest.ts';
import { createAnnotation, createLayer } from '../integration/annotations/annotation-client.ts';
import { saveChart } from '../integration/charts/saved/saved-chart-client.ts';
import { createDashboard } from '../integration/dashboards/dashboard-client.ts';
import type { ApiClient, JsonBody } from '../integration/helpers/api-client.ts';
import { startApiClient } from '../integration/helpers/api-client.ts';
import { tableItems } from '../integration/helpers/table-items.ts';
import { createReport, reportBody } from '../integration/reports/report-client.ts';
import { createTab, requestInit } from '../integration/sqllab/sqllab-client.ts';

/**
 * Finding 12 replayed: path ids written any other way than a canonical integer (`%201`, `%0913`, `028`, ...) once
 * reached the object of the id `Number()` made of them (`DELETE /api/v1/dataset/%201` deleted dataset 1). Every
 * manifest route with an id in its path is called with each spelling, as Admin, with an object of id 1 of every
 * kind in place: each answers 404 `{"message": "Not found"}` and the table holds exactly what it held before.
 */
const SPELLINGS = [
  '%201',
  '%0913',
  '028',
  '1e1',
  '0x1',
  '+1',
  '-1',
  '1.0',
  '99999999999999999999',
  '1%20',
  '01',
  '%2B1',
];

/** Path parameters that name an object by id (a dashboard's `{id_or_slug}` too: a slug never reads as an id). */
const ID_PARAMETERS = new Set(['pk', 'annotation_id', 'log_id', 'tab_state_id', 'table_schema_id', 'id_or_slug']);
const NOT_FOUND = { status: 404, body: { message: 'Not found' } };

const idRoutes = httpRoutes.filter((route) =>
  [...route.path.matchAll(/\{(\w+)\}/g)].some(([, name]) => ID_PARAMETERS.has(name!)),
);

/** Each id parameter of a route in turn takes the spelling; the others name existing objects (id 1, a real key). */
function pathsOf(path: string, spelling: string): string[] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!).filter((name) => ID_PARAMETERS.has(name));
  return names.map((target) =>
    path.replace(/\{(\w+)\}/g, (_all, name: string) =>
      name === target ? spelling : ID_PARAMETERS.has(name) ? '1' : 'some-key',
    ),
  );
}

let admin: ApiClient<JsonBody>;

/** An object of id 1 of every kind a path id names, so a lenient parser would find something to change. */
async function createObjectsOfIdOne(): Promise<number[]> {
  const chart = await saveChart(admin);
  const dashboard = await createDashboard(admin, { dashboard_title: 'Target' });
  const layer = await createLayer(admin, 'Target layer');
  const annotation = await createAnnotation(admin, layer, {
    short_descr: 'Target',
    start_dttm: '2024-01-01T00:00:00',
    end_dttm: '2024-01-02T00:00:00',
  });
  const report = await createReport(admin, reportBody(chart));
  const saved = (
    await admin.post('/api/v1/saved_query/', { label: 'Target', sql: 'SELECT 1', db_id: 1, schema: 'main' })
  ).body.id as number;
  const tab = await createTab(admin, { name: 'Target', sql: 'SELECT 1', dbId: 1 });
  const table = { dbId: 1, schema: 'main', name: 'birth_names', queryEditorId: tab, expanded: true };
  const panel = ((await admin.request('/tableschemaview/', requestInit('POST', { form: { table } }))).body as JsonBody)
    .id as number;
  const query = (
    await admin.post('/api/v1/sqllab/execute/', {
      database_id: 1,
      sql: 'SELECT 1 AS x',
      runAsync: false,
      schema: 'main',
    })
  ).body.query_id as number;
  return [chart, dashboard, layer, annotation, report, saved, tab, panel, query];
}

let ids: number[] = [];

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  ids = await createObjectsOfIdOne();
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

describe('finding 12: path ids are canonical integers', () => {
  it('has an object of id 1 of every kind to aim at (control)', () => {
    // Assert
    expect(ids).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it.each(SPELLINGS)('every route with an id in its path answers 404 to %j and changes nothing', async (spelling) => {
    // Arrange
    const before = await tableItems();

    // Act
    const answers = [];
    for (const route of idRoutes) {
      for (const path of pathsOf(route.path, spelling)) {
        const withBody = route.method === 'POST' || route.method === 'PUT';
        const init = withBody
          ? { method: route.method, headers: { 'content-type': 'application/json' }, body: '{}' }
          : { method: route.method };
        const answer = await admin.request(path, init);
        answers.push({ call: `${route.method} ${path}`, status: answer.status, body: answer.body });
      }
    }

    // Assert
    expect(
      answers.filter(
        (answer) =>
          answer.status !== NOT_FOUND.status || JSON.stringify(answer.body) !== JSON.stringify(NOT_FOUND.body),
      ),
    ).toEqual([]);
    expect(await tableItems()).toEqual(before);
  });

  it('[attack] DELETE /api/v1/dataset/%201 leaves dataset 1 in place', async () => {
    // Act
    const deleted = await admin.request('/api/v1/dataset/%201', { method: 'DELETE' });
    const after = await admin.get('/api/v1/dataset/1');

    // Assert
    expect([{ status: deleted.status, body: deleted.body }, after.status]).toEqual([NOT_FOUND, 200]);
  });

  it.each([
    ['GET /api/v1/dataset/%0913', '/api/v1/dataset/%0913'],
    ['GET /api/v1/chart/028', '/api/v1/chart/028'],
    ['GET /api/v1/dashboard/028 (no dashboard has that slug)', '/api/v1/dashboard/028'],
    ['GET /api/v1/dashboard/%201', '/api/v1/dashboard/%201'],
  ])('[attack] %s answers 404', async (_name, path) => {
    // Act
    const answer = await admin.get(path);

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual(NOT_FOUND);
  });

  it('a dashboard whose slug is 028 is found by it, never by the id 28 (control)', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Slugged', slug: '028' });

    // Act
    const answer = await admin.get('/api/v1/dashboard/028');

    // Assert
    expect([answer.status, answer.body.result?.id, answer.body.result?.slug]).toEqual([200, id, '028']);
  });
});
