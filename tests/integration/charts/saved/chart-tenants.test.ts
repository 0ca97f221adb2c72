import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, loginApiClient, startApiClient } from '../../helpers/api-client.ts';
import { createTenantWithCommand } from '../../helpers/runtime.ts';
import { del, put, q, saveChart } from './saved-chart-client.ts';

/** Written into every resource of tenant A and looked for in every answer to tenant B. */
const MARKER = 'chart_tenant_a_marker_51d2';

let a: ApiClient<JsonBody>;
let b: ApiClient<JsonBody>;
const owned = { chartId: 0, formDataKey: '', permalinkKey: '' };

beforeAll(async () => {
  a = await startApiClient<JsonBody>();
  await createTenantWithCommand(a.runtime.dataDir, 'beta', 'beta-pw');
  b = await loginApiClient<JsonBody>(a.runtime, 'admin', 'beta-pw', 'beta');
  owned.chartId = await saveChart(a, { slice_name: MARKER });
  await a.post(`/api/v1/chart/${owned.chartId}/favorites/`, {});
  const formData = JSON.stringify({
    datasource: '1__table',
    viz_type: 'table',
    slice_id: owned.chartId,
    marker: MARKER,
  });
  owned.formDataKey = (
    await a.post('/api/v1/explore/form_data', {
      datasource_id: 1,
      datasource_type: 'table',
      chart_id: owned.chartId,
      form_data: formData,
    })
  ).body.key;
  owned.permalinkKey = (
    await a.post('/api/v1/explore/permalink', { formData: { datasource: '1__table', marker: MARKER } })
  ).body.key;
});

afterAll(async () => {
  await a?.runtime.dispose();
});

/** Every probe of tenant B at tenant A's charts and Explore state: [what, call]. */
function probes(): [string, () => Promise<{ status: number; body: unknown }>][] {
  const { chartId, formDataKey, permalinkKey } = owned;
  return [
    ['read the chart', () => b.get(`/api/v1/chart/${chartId}`)],
    ['rename the chart', () => put(b, `/api/v1/chart/${chartId}`, { slice_name: 'taken' })],
    ['delete the chart', () => del(b, `/api/v1/chart/${chartId}`)],
    ['bulk delete the chart', () => del(b, `/api/v1/chart/${q([chartId])}`)],
    ['mark the chart a favourite', () => b.post(`/api/v1/chart/${chartId}/favorites/`, {})],
    ['ask whether the chart is a favourite', () => b.get(`/api/v1/chart/favorite_status/${q([chartId])}`)],
    ["run the chart's data", () => b.get(`/api/v1/chart/${chartId}/data/`)],
    ['open the chart in Explore', () => b.get(`/api/v1/explore/?slice_id=${chartId}`)],
    ['read the form data', () => b.get(`/api/v1/explore/form_data/${formDataKey}`)],
    [
      'replace the form data',
      () =>
        put(b, `/api/v1/explore/form_data/${formDataKey}`, {
          datasource_id: 1,
          datasource_type: 'table',
          form_data: '{}',
        }),
    ],
    ['delete the form data', () => del(b, `/api/v1/explore/form_data/${formDataKey}`)],
    ['read the permalink', () => b.get(`/api/v1/explore/permalink/${permalinkKey}`)],
    ['open the permalink in Explore', () => b.get(`/api/v1/explore/?permalink_key=${permalinkKey}`)],
  ];
}

describe("another tenant's charts and Explore state", () => {
  it('are not found by any call of tenant B, and B learns nothing of them', async () => {
    // Act
    const answers = [];
    for (const [what, call] of probes()) answers.push([what, await call()] as const);

    // Assert
    const problems = answers.flatMap(([what, { status, body }]) => [
      ...(status === 404 ? [] : [`${what}: ${status}`]),
      ...(JSON.stringify(body).includes(MARKER) ? [`${what}: answered A's data`] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it("leave B's lists empty and A's chart, favourite and state as they were", async () => {
    // Act
    const listed = await b.get(
      `/api/v1/chart/${q({ filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] })}`,
    );
    const all = await b.get('/api/v1/chart/');
    const chart = await a.get(`/api/v1/chart/${owned.chartId}${q({ columns: ['slice_name'] })}`);
    const favourite = await a.get(`/api/v1/chart/favorite_status/${q([owned.chartId])}`);
    const formData = await a.get(`/api/v1/explore/form_data/${owned.formDataKey}`);

    // Assert
    expect([listed.body.count, all.body.count, chart.body.result, favourite.body.result, formData.status]).toEqual([
      0,
      0,
      { slice_name: MARKER },
      [{ id: owned.chartId, value: true }],
      200,
    ]);
  });
});
