import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { unzipTexts } from '../bundles/bundle-client.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { jsonInit } from '../security/security-client.ts';

const client = useApiClient<JsonBody>();

const USD = { symbol: 'USD', symbolPosition: 'prefix' };

/** A new virtual dataset over birth_names whose one metric `total` has the currency sent (object or text). */
async function datasetWithCurrency(tableName: string, currency: unknown): Promise<{ id: number; answer: JsonBody }> {
  const created = await client.post('/api/v1/dataset/', {
    database: 1,
    schema: 'main',
    table_name: tableName,
    sql: 'SELECT name, num FROM birth_names',
  });
  const id = created.body.id as number;
  const answer = await client.request(
    `/api/v1/dataset/${id}`,
    jsonInit('PUT', { metrics: [{ metric_name: 'total', expression: 'SUM(num)', currency }] }),
  );
  return { id, answer };
}

const totalOf = (metrics: JsonBody[]): JsonBody | undefined => metrics.find((metric) => metric.metric_name === 'total');

describe("a metric's currency", () => {
  it.each([
    ['an object', USD],
    ['JSON text, as Superset 4 clients send it', JSON.stringify(USD)],
  ])('written as %s is answered as an object by GET /api/v1/dataset/{pk}', async (_case, currency) => {
    // Arrange
    const { id, answer } = await datasetWithCurrency(`currency_${typeof currency}`, currency);

    // Act
    const shown = (await client.get(`/api/v1/dataset/${id}`)).body.result as JsonBody;

    // Assert
    expect(answer.status).toBe(200);
    expect([totalOf(shown.metrics)?.currency, shown.currency_formats]).toEqual([USD, { total: USD }]);
  });

  it("is an object in Explore's datasource metadata", async () => {
    // Arrange
    const { id } = await datasetWithCurrency('currency_explore', JSON.stringify(USD));

    // Act
    const metadata = await client.get(`/superset/fetch_datasource_metadata?datasourceKey=${id}__table`);

    // Assert
    expect([totalOf(metadata.body.metrics)?.currency, metadata.body.currency_formats]).toEqual([USD, { total: USD }]);
  });

  it('is exported as a mapping, as Superset 5 writes it', async () => {
    // Arrange
    const { id } = await datasetWithCurrency('currency_export', JSON.stringify(USD));

    // Act
    const exported = await client.get(`/api/v1/dataset/export/?q=!(${id})`);
    const [, yaml] =
      Object.entries(unzipTexts(exported.bytes)).find(([path]) => path.endsWith('/currency_export.yaml')) ?? [];

    // Assert
    expect(totalOf((parse(yaml ?? '') as JsonBody).metrics)?.currency).toEqual(USD);
  });

  it("refuses text that holds no currency object, in marshmallow's words", async () => {
    // Act
    const { answer } = await datasetWithCurrency('currency_refused', 'dollars');

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { message: { 'metrics.0.currency': ['Not a valid mapping type.'] } },
    });
  });
});
