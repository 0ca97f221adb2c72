import { stringify } from 'yaml';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createTestUser } from '../sqllab/sqllab-client.ts';
import { importError, postBundle, zipTexts } from './bundle-client.ts';

const admin = useApiClient<JsonBody>();

const METADATA = stringify({ version: '1.0.0', type: 'Slice', timestamp: '2026-01-01T00:00:00+00:00' });
const CHART_UUID = '0d7c1f4e-2b59-4c5e-9f5a-3e1f6c2a9b10';
const MISSING_DATASET = '6f1e2d3c-4b5a-4978-8a69-5b4c3d2e1f00';

const chartYaml = (fields: Record<string, unknown> = {}) =>
  stringify({
    slice_name: 'Lonely chart',
    viz_type: 'table',
    params: {},
    query_context: null,
    uuid: CHART_UUID,
    version: '1.0.0',
    dataset_uuid: MISSING_DATASET,
    ...fields,
  });

let gamma: ApiClient<JsonBody>;

beforeAll(async () => {
  gamma = (await createTestUser(admin, 'bundle_gamma', 'Gamma', ['Gamma'])) as ApiClient<JsonBody>;
});

describe('POST /api/v1/chart/import/ refusals', () => {
  it('answers 422 `Not a ZIP file` for another upload', async () => {
    // Act
    const answer = await postBundle(admin, '/api/v1/chart/import/', new TextEncoder().encode('not a zip'));

    // Assert
    expect(answer).toEqual({ status: 422, body: importError('Not a ZIP file', {}).body });
  });

  it('answers 400 without the formData file', async () => {
    // Act
    const answer = await admin.request('/api/v1/chart/import/', {
      method: 'POST',
      body: (() => {
        const form = new FormData();
        form.append('overwrite', 'true');
        return form;
      })(),
    });

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: 'Bad request' } });
  });

  it('answers 422 when no importer takes the bundle (no metadata.yaml)', async () => {
    // Act
    const answer = await postBundle(admin, '/api/v1/chart/import/', zipTexts({ 'charts/Lonely.yaml': chartYaml() }));

    // Assert
    expect(answer).toEqual(importError('Could not find a valid command to import file', {}));
  });

  it('names a file that is no YAML, a missing field and a wrong metadata type', async () => {
    // Arrange
    const bundle = zipTexts({
      'metadata.yaml': stringify({ version: '1.0.0', type: 'Dashboard' }),
      'charts/Broken.yaml': 'slice_name: [unclosed',
      'charts/Nameless.yaml': chartYaml({ slice_name: undefined, uuid: '1d7c1f4e-2b59-4c5e-9f5a-3e1f6c2a9b11' }),
    });

    // Act
    const answer = await postBundle(admin, '/api/v1/chart/import/', bundle);

    // Assert
    expect(answer).toEqual(
      importError('Error importing chart', {
        'metadata.yaml': { type: ['Must be equal to Slice.'] },
        'charts/Broken.yaml': 'Not a valid YAML file',
        'charts/Nameless.yaml': { slice_name: ['Missing data for required field.'] },
      }),
    );
  });

  it('names a chart whose dataset is neither in the bundle nor in Skyset, and writes nothing', async () => {
    // Act
    const answer = await postBundle(
      admin,
      '/api/v1/chart/import/',
      zipTexts({ 'metadata.yaml': METADATA, 'charts/Lonely.yaml': chartYaml() }),
    );
    const charts = await admin.get(`/api/v1/chart/?q=(filters:!((col:slice_name,opr:eq,value:'Lonely chart')))`);

    // Assert
    expect(answer).toEqual(
      importError('Error importing chart', {
        'charts/Lonely.yaml': { dataset_uuid: [`Dataset ${MISSING_DATASET} does not exist`] },
      }),
    );
    expect(charts.body.count).toBe(0);
  });

  it("asks for the password of a database the bundle would create, in Superset's words", async () => {
    // Arrange
    const databaseUuid = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
    const bundle = zipTexts({
      'metadata.yaml': stringify({ version: '1.0.0', type: 'SqlaTable' }),
      'databases/warehouse.yaml': stringify({
        database_name: 'warehouse',
        sqlalchemy_uri: 'postgresql://bob:XXXXXXXXXX@db:5432/sales',
        uuid: databaseUuid,
        version: '1.0.0',
      }),
      'datasets/warehouse/orders.yaml': stringify({
        table_name: 'orders',
        uuid: '3a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
        columns: [],
        version: '1.0.0',
        database_uuid: databaseUuid,
      }),
    });

    // Act
    const withoutPassword = await postBundle(admin, '/api/v1/dataset/import/', bundle);
    const withPassword = await postBundle(admin, '/api/v1/dataset/import/', bundle, {
      passwords: JSON.stringify({ 'databases/warehouse.yaml': 'secret' }),
    });

    // Assert
    expect(withoutPassword).toEqual(
      importError('Error importing dataset', {
        'databases/warehouse.yaml': { _schema: ['Must provide a password for the database'] },
      }),
    );
    expect(withPassword).toEqual(
      importError('Error importing dataset', {
        'databases/warehouse.yaml': {
          sqlalchemy_uri: [
            'Skyset connects to duckdb:///<file> and awsathena+rest://@athena.<region>.amazonaws.com/<schema> databases only.',
          ],
        },
      }),
    );
  });
});

describe('ZIP bombs', () => {
  it('refuses an entry whose declared size passes the limit, before inflating it', async () => {
    // Arrange: 16 MiB of zeros deflate to a few kilobytes
    const bomb = zipSync({
      'bundle/metadata.yaml': new TextEncoder().encode(METADATA),
      'bundle/charts/zeros.yaml': new Uint8Array(16 * 1024 * 1024),
    });

    // Act
    const answer = await postBundle(admin, '/api/v1/chart/import/', bomb);

    // Assert
    expect(answer).toEqual(importError('Found file with size above allowed threshold', {}));
  });

  it('refuses an archive compressed more than 200 times', async () => {
    // Arrange
    const bomb = zipSync({
      'bundle/metadata.yaml': new TextEncoder().encode(METADATA),
      'bundle/charts/zeros.yaml': new Uint8Array(4 * 1024 * 1024),
    });

    // Act
    const answer = await postBundle(admin, '/api/v1/chart/import/', bomb);

    // Assert
    expect(answer).toEqual(importError('Zip compress ratio above allowed threshold', {}));
  });
});

describe('permissions', () => {
  it('keep the assets endpoints to Admins and datasets to Alpha, as Superset', async () => {
    // Act
    const answers = await Promise.all([
      gamma.get('/api/v1/assets/export/'),
      postBundle(gamma, '/api/v1/assets/import/', zipTexts({ 'metadata.yaml': METADATA }), {}, 'bundle'),
      gamma.get('/api/v1/dataset/export/?q=!(1)'),
    ]);

    // Assert
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
  });
});
