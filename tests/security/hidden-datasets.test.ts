import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoleIfAbsent } from '#functions/security/roles.ts';
import type { Answer, ApiClient, JsonBody } from '../integration/helpers/api-client.ts';
import { startApiClient } from '../integration/helpers/api-client.ts';
import { createTestUser } from '../integration/sqllab/sqllab-client.ts';

/**
 * Finding 12 replayed: `/superset/fetch_datasource_metadata?datasourceKey=10__table` answered a Gamma user 403
 * naming a dataset the dataset list hides from them, where a missing one answers 404. Every route that reads a
 * dataset by id is called by users holding `datasource_access` on birth_names only, once for a dataset of the
 * tenant they may not read and once for an id that names nothing: the two answers are the same bytes.
 */
const MISSING = 99_999;
const GRANT: [string, string] = ['datasource_access', '[examples].[birth_names](id:1)'];

let admin: ApiClient<JsonBody>;
/** Gamma plus birth_names: the reader of the finding. */
let reader: ApiClient<JsonBody>;
/** A custom role that writes charts and datasets, with birth_names as its only data. */
let writer: ApiClient<JsonBody>;
let hidden = 0;
/** The hidden dataset as Admin saw it before anyone else called: the writes must leave it so. */
let hiddenBefore: JsonBody = {};

beforeAll(async () => {
  admin = await startApiClient<JsonBody>();
  await createRoleIfAbsent('default', 'birth_names_only', [GRANT]);
  await createRoleIfAbsent('default', 'one_dataset_writer', [
    GRANT,
    ['can_write', 'Chart'],
    ['can_read', 'Chart'],
    ['can_write', 'Dataset'],
    ['can_read', 'Dataset'],
  ]);
  reader = (await createTestUser(admin, 'hidden_reader', 'Reader', [
    'Gamma',
    'birth_names_only',
  ])) as ApiClient<JsonBody>;
  writer = (await createTestUser(admin, 'hidden_writer', 'Writer', ['one_dataset_writer'])) as ApiClient<JsonBody>;
  const all = (await admin.get('/api/v1/dataset/?q=(page_size:100)')).body.ids as number[];
  hidden = Math.max(...all);
  hiddenBefore = (await admin.get(`/api/v1/dataset/${hidden}`)).body;
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const form = (formData: unknown) => `form_data=${encodeURIComponent(JSON.stringify(formData))}`;
const chartData = (id: number) => ({
  datasource: { id, type: 'table' },
  queries: [{ metrics: ['count'], row_limit: 10 }],
});
const legacy = (id: number) => ({ datasource: `${id}__table`, viz_type: 'table', metrics: ['count'], row_limit: 10 });

/** Each call as a user makes it for one dataset id: [name, who, path, request]. */
type Call = [string, () => ApiClient<JsonBody>, (id: number) => string, (id: number) => RequestInit];
const get = (): RequestInit => ({ method: 'GET' });
const CALLS: Call[] = [
  [
    '[attack] GET /superset/fetch_datasource_metadata',
    () => reader,
    (id) => `/superset/fetch_datasource_metadata?datasourceKey=${id}__table`,
    get,
  ],
  ['GET /api/v1/dataset/{pk}', () => reader, (id) => `/api/v1/dataset/${id}`, get],
  ['GET /api/v1/dataset/{pk}/related_objects', () => reader, (id) => `/api/v1/dataset/${id}/related_objects`, get],
  [
    'POST /datasource/samples',
    () => reader,
    (id) => `/datasource/samples?datasource_id=${id}&datasource_type=table`,
    () => ({ method: 'POST' }),
  ],
  ['POST /api/v1/chart/data', () => reader, () => '/api/v1/chart/data', (id) => json('POST', chartData(id))],
  ['GET /superset/explore_json/', () => reader, (id) => `/superset/explore_json/?${form(legacy(id))}`, get],
  [
    'POST /api/v1/explore/form_data',
    () => reader,
    () => '/api/v1/explore/form_data',
    (id) => json('POST', { datasource_id: id, datasource_type: 'table', form_data: JSON.stringify(legacy(id)) }),
  ],
  [
    'POST /api/v1/explore/permalink',
    () => reader,
    () => '/api/v1/explore/permalink',
    (id) => json('POST', { formData: legacy(id) }),
  ],
  [
    'POST /api/v1/chart/',
    () => writer,
    () => '/api/v1/chart/',
    (id) => json('POST', { slice_name: 'x', viz_type: 'table', datasource_id: id, datasource_type: 'table' }),
  ],
  [
    'PUT /api/v1/dataset/{pk}',
    () => writer,
    (id) => `/api/v1/dataset/${id}`,
    () => json('PUT', { description: 'mine now' }),
  ],
  [
    'PUT /api/v1/dataset/{pk}/refresh',
    () => writer,
    (id) => `/api/v1/dataset/${id}/refresh`,
    () => ({ method: 'PUT' }),
  ],
  ['DELETE /api/v1/dataset/{pk}', () => writer, (id) => `/api/v1/dataset/${id}`, () => ({ method: 'DELETE' })],
  [
    'POST /api/v1/dataset/duplicate',
    () => writer,
    () => '/api/v1/dataset/duplicate',
    (id) => json('POST', { base_model_id: id, table_name: 'copy' }),
  ],
];

const bytesOf = (answer: Answer<JsonBody>) => ({ status: answer.status, text: new TextDecoder().decode(answer.bytes) });

describe('finding 12: a dataset the caller may not read answers as one that does not exist', () => {
  it('the hidden dataset exists and the reader sees only birth_names (control)', async () => {
    // Act
    const seenByAdmin = await admin.get(`/api/v1/dataset/${hidden}`);
    const listed = await reader.get('/api/v1/dataset/');
    const granted = await reader.get('/superset/fetch_datasource_metadata?datasourceKey=1__table');

    // Assert
    expect([seenByAdmin.status, listed.body.ids, granted.status, granted.body.table_name]).toEqual([
      200,
      [1],
      200,
      'birth_names',
    ]);
  });

  it.each(CALLS)('%s answers the same bytes for a hidden and a missing dataset', async (_name, who, path, init) => {
    // Act
    const forHidden = await who().request(path(hidden), init(hidden));
    const forMissing = await who().request(path(MISSING), init(MISSING));

    // Assert
    expect(forHidden.status).toBeGreaterThanOrEqual(400);
    expect(bytesOf(forHidden)).toEqual(bytesOf(forMissing));
  });

  it('GET /api/v1/explore/ opens a hidden dataset as the stand-in of a missing one', async () => {
    // Act
    const forHidden = await reader.get(`/api/v1/explore/?datasource_id=${hidden}&datasource_type=table`);
    const forMissing = await reader.get(`/api/v1/explore/?datasource_id=${MISSING}&datasource_type=table`);

    // Assert
    const withoutEcho = (answer: Answer<JsonBody>) => ({
      status: answer.status,
      result: { ...answer.body.result, form_data: undefined },
    });
    expect(withoutEcho(forHidden)).toEqual(withoutEcho(forMissing));
    expect([forHidden.body.result.dataset.name, forHidden.body.result.form_data.datasource]).toEqual([
      '[Missing Dataset]',
      `${hidden}__table`,
    ]);
  });

  it('the writes on a hidden dataset changed nothing', async () => {
    // Act
    const after = await admin.get(`/api/v1/dataset/${hidden}`);

    // Assert
    const fields = ({ result }: JsonBody) => [
      result.table_name,
      result.description,
      result.changed_on,
      result.columns.length,
    ];
    expect([after.status, ...fields(after.body)]).toEqual([200, ...fields(hiddenBefore)]);
  });
});
