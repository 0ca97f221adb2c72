import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveChart } from '../charts/saved/saved-chart-client.ts';
import { type ApiClient, type JsonBody, loginApiClient } from '../helpers/api-client.ts';
import { dynamodbCallsOf } from '../helpers/dynamodb-calls.ts';
import { startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';
import { createDashboard, putDashboard, rowOfCharts } from './dashboard-client.ts';

/**
 * Budgets of the requests a dashboard open makes before its charts query (issue [P]): the DynamoDB commands each
 * sends, by name, in a warm process, counted exactly as they were when the budget was set. A dashboard reads its own
 * charts, datasets and databases by id: the same commands whether its tenant holds three charts or three hundred.
 * Date is frozen for the whole file: what a warm function keeps for a few seconds stays kept however slow the machine is.
 */
let runtime: TestRuntime;
let client: ApiClient<JsonBody>;
let dashboardId: number;

/** The DynamoDB commands of one GET, once the process has served the same request before (its caches warm). */
async function warmCallsOf(path: string): Promise<{ status: number; dynamodb: Record<string, number> }> {
  await client.get(path);
  const { result, dynamodb } = await dynamodbCallsOf(() => client.get(path));
  return { status: result.status, dynamodb };
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  runtime = await startTestRuntime();
  client = (await loginApiClient(runtime)) as ApiClient<JsonBody>;
  const charts = [
    await saveChart(client, { slice_name: 'Births' }),
    await saveChart(client, { slice_name: 'Sales', datasource_id: 2 }),
  ];
  dashboardId = await createDashboard(client, { dashboard_title: 'Budget board', published: true });
  await putDashboard(client, dashboardId, { position_json: rowOfCharts(charts) });
});

afterAll(async () => {
  await runtime.dispose();
  vi.useRealTimers();
});

describe('DynamoDB calls of a dashboard open', () => {
  it.each([
    // None: the dashboard, its charts, datasets and databases, the owner and role directories are at hand in a warm process.
    ['the dashboard', '', {}],
    ['its charts', '/charts', {}],
    ['its datasets', '/datasets', {}],
  ])('reads %s within its budget', async (_what, suffix, budget) => {
    // Act
    const calls = await warmCallsOf(`/api/v1/dashboard/${dashboardId}${suffix}`);

    // Assert
    expect(calls).toEqual({ status: 200, dynamodb: budget });
  });

  it('reads nothing for its favourite star in a warm process, the dashboard and the favourites of the caller at hand', async () => {
    // Act
    const calls = await warmCallsOf(`/api/v1/dashboard/favorite_status/?q=!(${dashboardId})`);

    // Assert
    expect(calls).toEqual({ status: 200, dynamodb: {} });
  });
});
