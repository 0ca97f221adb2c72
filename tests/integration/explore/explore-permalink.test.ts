import { beforeAll, describe, expect, it } from 'vitest';
import { ExplorePermalinkGetResponse, ExplorePermalinkPostResponse } from '#shared/api/explore.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { ROLE_IDS, userClient } from '../security/security-client.ts';

const admin = useApiClient<JsonBody>();
let gamma: ApiClient<JsonBody>;

beforeAll(async () => {
  gamma = await userClient(admin, 'pl_gamma', [ROLE_IDS.Gamma]);
});

const state = {
  formData: { datasource: '1__table', viz_type: 'table', metrics: ['count'], groupby: ['gender'] },
  urlParams: [['standalone', '1']],
};

describe('POST and GET /api/v1/explore/permalink', () => {
  it('stores the state under a new key and answers it back with its datasource', async () => {
    // Act
    const created = await admin.post('/api/v1/explore/permalink', state);
    const key = String(created.body.key);
    const read = await admin.get(`/api/v1/explore/permalink/${key}`);

    // Assert
    expect(created).toEqual({
      status: 201,
      body: { key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), url: `${admin.runtime.url}/explore/p/${key}/` },
    });
    expect(read).toEqual({
      status: 200,
      body: { chartId: null, datasourceId: 1, datasourceType: 'table', datasource: '1__table', state },
    });
    expect([ExplorePermalinkPostResponse.parse(created.body), ExplorePermalinkGetResponse.parse(read.body)]).toEqual([
      created.body,
      read.body,
    ]);
  });

  it.each([
    ['no formData', { urlParams: [] }, { formData: ['Missing data for required field.'] }],
    [
      'formData without a datasource',
      { formData: { viz_type: 'table' } },
      { 'formData.datasource': ['Invalid datasource: expected "<id>__table"'] },
    ],
    [
      'urlParams that are not pairs',
      { formData: state.formData, urlParams: ['a'] },
      { 'urlParams.0': ['Not a valid tuple.'] },
    ],
  ])('answers 400 for a body with %s', async (_name, body, message) => {
    // Act
    const answer = await admin.post('/api/v1/explore/permalink', body);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message } });
  });

  it('answers 404 for a dataset that does not exist', async () => {
    // Act
    const answer = await admin.post('/api/v1/explore/permalink', { formData: { datasource: '999__table' } });

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Dataset does not exist' } });
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    // Act
    const unknown = await admin.get('/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA');
    const malformed = await admin.get('/api/v1/explore/permalink/no!key');

    // Assert
    expect([unknown, malformed]).toEqual([
      { status: 404, body: { message: 'Not found' } },
      { status: 400, body: { message: 'Invalid permalink key' } },
    ]);
  });

  it('answers a Gamma user without access to the dataset as for a dataset that does not exist, on write and on read', async () => {
    // Arrange
    const { key } = (await admin.post('/api/v1/explore/permalink', state)).body;

    // Act
    const written = await gamma.post('/api/v1/explore/permalink', state);
    const read = await gamma.get(`/api/v1/explore/permalink/${key}`);

    // Assert
    const denied = { status: 404, body: { message: 'Dataset does not exist' } };
    expect([written, read]).toEqual([denied, denied]);
  });
});
