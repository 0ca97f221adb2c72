import { beforeAll, describe, expect, it } from 'vitest';
import { FormDataGetResponse, FormDataKeyResponse } from '#shared/api/explore.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { jsonInit, ROLE_IDS, userClient } from '../security/security-client.ts';

const admin = useApiClient<JsonBody>();
let alpha: ApiClient<JsonBody>;
let gamma: ApiClient<JsonBody>;

beforeAll(async () => {
  alpha = await userClient(admin, 'fd_alpha', [ROLE_IDS.Alpha]);
  gamma = await userClient(admin, 'fd_gamma', [ROLE_IDS.Gamma]);
});

const KEY = /^[A-Za-z0-9_-]{22}$/;
const formData = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({ datasource: '1__table', viz_type: 'table', ...fields });
const postBody = (fields: Record<string, unknown> = {}) => ({
  datasource_id: 1,
  datasource_type: 'table',
  form_data: formData(),
  ...fields,
});

async function storeAs(client: ApiClient<JsonBody>, body: unknown = postBody(), query = ''): Promise<string> {
  const answer = await client.post(`/api/v1/explore/form_data${query}`, body);
  if (answer.status !== 201) throw new Error(`storing form data: ${answer.status} ${JSON.stringify(answer.body)}`);
  return FormDataKeyResponse.parse(answer.body).key;
}

describe('POST and GET /api/v1/explore/form_data', () => {
  it('stores form data under a new key and answers it back', async () => {
    // Act
    const created = await admin.post('/api/v1/explore/form_data', postBody());
    const read = await admin.get(`/api/v1/explore/form_data/${created.body.key}`);

    // Assert
    expect(created).toEqual({ status: 201, body: { key: expect.stringMatching(KEY) } });
    expect(read).toEqual({ status: 200, body: { form_data: formData() } });
    expect(FormDataGetResponse.parse(read.body)).toEqual(read.body);
  });

  it('answers the same key for the same tab, datasource and chart', async () => {
    // Act
    const first = await storeAs(admin, postBody(), '?tab_id=7');
    const second = await storeAs(admin, postBody({ form_data: formData({ row_limit: 5 }) }), '?tab_id=7');
    const read = await admin.get(`/api/v1/explore/form_data/${first}`);

    // Assert
    expect([second, read.body]).toEqual([first, { form_data: formData({ row_limit: 5 }) }]);
  });

  it.each([
    [
      'no form_data',
      { datasource_id: 1, datasource_type: 'table' },
      { form_data: ['Missing data for required field.'] },
    ],
    ['form_data that is not JSON', postBody({ form_data: '{nope' }), { form_data: ['JSON not valid'] }],
    [
      'a datasource_id that is no integer',
      postBody({ datasource_id: 'one' }),
      { datasource_id: ['Not a valid integer.'] },
    ],
    [
      'a datasource type Skyset has no charts on',
      postBody({ datasource_type: 'query' }),
      { datasource_type: ['Datasource type is invalid'] },
    ],
  ])('answers 400 for a body with %s', async (_name, body, message) => {
    // Act
    const answer = await admin.post('/api/v1/explore/form_data', body);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message } });
  });

  it.each([
    ['POST', '/api/v1/explore/form_data'],
    ['PUT', '/api/v1/explore/form_data/AAAAAAAAAAAAAAAAAAAAAA'],
    ['POST', '/api/v1/explore/permalink'],
  ])('answers 400 "Request is not JSON" to %s %s sent as text, as @requires_json', async (method, path) => {
    // Act
    const answer = await admin.request(path, {
      method,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(postBody()),
    });

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: 'Request is not JSON' } });
  });

  it('answers 404 for a dataset that does not exist', async () => {
    // Act
    const answer = await admin.post('/api/v1/explore/form_data', postBody({ datasource_id: 999 }));

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Dataset does not exist' } });
  });

  it.each([
    ['an unknown key', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed key', 'not%20a%20key'],
  ])('answers 404 for %s', async (_name, key) => {
    // Act
    const answer = await admin.get(`/api/v1/explore/form_data/${key}`);

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('answers a Gamma user without access to the dataset as for a dataset that does not exist, on write and on read', async () => {
    // Arrange
    const key = await storeAs(admin);

    // Act
    const written = await gamma.post('/api/v1/explore/form_data', postBody());
    const read = await gamma.get(`/api/v1/explore/form_data/${key}`);

    // Assert
    const denied = { status: 404, body: { message: 'Dataset does not exist' } };
    expect([written, read]).toEqual([denied, denied]);
  });
});

describe('PUT and DELETE /api/v1/explore/form_data/{key}', () => {
  it("replaces the owner's form data under a new key when no tab is named", async () => {
    // Arrange
    const key = await storeAs(admin);

    // Act
    const updated = await admin.request(
      `/api/v1/explore/form_data/${key}`,
      jsonInit('PUT', postBody({ form_data: formData({ row_limit: 9 }) })),
    );
    const read = await admin.get(`/api/v1/explore/form_data/${updated.body.key}`);

    // Assert
    expect([updated.status, updated.body.key === key, read.body]).toEqual([
      200,
      false,
      { form_data: formData({ row_limit: 9 }) },
    ]);
  });

  it("refuses to replace or delete another user's form data", async () => {
    // Arrange
    const key = await storeAs(admin);

    // Act
    const updated = await alpha.request(`/api/v1/explore/form_data/${key}`, jsonInit('PUT', postBody()));
    const deleted = await alpha.request(`/api/v1/explore/form_data/${key}`, { method: 'DELETE' });

    // Assert
    const denied = { status: 403, body: { message: "You don't have permission to modify the value." } };
    expect([updated, deleted]).toEqual([denied, denied]);
  });

  it('answers 404 when replacing an unknown key', async () => {
    // Act
    const answer = await admin.request('/api/v1/explore/form_data/AAAAAAAAAAAAAAAAAAAAAA', jsonInit('PUT', postBody()));

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('deletes the entry, after which the key is unknown', async () => {
    // Arrange
    const key = await storeAs(admin);

    // Act
    const deleted = await admin.request(`/api/v1/explore/form_data/${key}`, { method: 'DELETE' });
    const again = await admin.request(`/api/v1/explore/form_data/${key}`, { method: 'DELETE' });
    const read = await admin.get(`/api/v1/explore/form_data/${key}`);

    // Assert
    const gone = { status: 404, body: { message: 'Not found' } };
    expect([deleted, again, read]).toEqual([{ status: 200, body: { message: 'Deleted successfully' } }, gone, gone]);
  });
});
