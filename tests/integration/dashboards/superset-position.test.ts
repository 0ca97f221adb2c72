import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SUPERSET_EXAMPLES_DIR } from '../bundles/bundle-client.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createDashboard, putDashboard } from './dashboard-client.ts';

const admin = useApiClient<JsonBody>();

/** The layout of Superset's Sales Dashboard export, as Superset wrote it (its HEADER_ID has no `children`). */
let salesPosition: JsonBody;

beforeAll(async () => {
  const text = await readFile(join(SUPERSET_EXAMPLES_DIR, 'dashboards/Sales_Dashboard.yaml'), 'utf8');
  salesPosition = (parse(text) as { position: JsonBody }).position;
});

describe("Superset's own position JSON", () => {
  it('is taken by PUT and read back unchanged', async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Superset layout by PUT' });

    // Act
    const answer = await putDashboard(admin, id, { position_json: JSON.stringify(salesPosition) });
    const read = await admin.get(`/api/v1/dashboard/${id}`);

    // Assert
    expect(salesPosition.HEADER_ID).toEqual({ id: 'HEADER_ID', meta: { text: 'Sales Dashboard' }, type: 'HEADER' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(read.body.result.position_json)).toEqual(salesPosition);
  });

  it('is taken by POST and kept by a copy', async () => {
    // Arrange
    const id = await createDashboard(admin, {
      dashboard_title: 'Superset layout by POST',
      position_json: JSON.stringify(salesPosition),
    });

    // Act
    const copied = await admin.post(`/api/v1/dashboard/${id}/copy/`, {
      dashboard_title: 'Its copy',
      json_metadata: '{}',
    });
    const read = await admin.get(`/api/v1/dashboard/${copied.body.result.id}`);

    // Assert
    expect(copied.status).toBe(200);
    expect(JSON.parse(read.body.result.position_json)).toEqual(salesPosition);
  });

  it("still refuses a container without children, in Superset's error shape", async () => {
    // Arrange
    const id = await createDashboard(admin, { dashboard_title: 'Broken layout' });
    const broken = { ...salesPosition, 'ROW-Tyv02UA_6W': { ...salesPosition['ROW-Tyv02UA_6W'], children: undefined } };

    // Act
    const answer = await putDashboard(admin, id, { position_json: JSON.stringify(broken) });

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: { message: { position_json: ['ROW-Tyv02UA_6W: children: Missing data for required field.'] } },
    });
  });
});
