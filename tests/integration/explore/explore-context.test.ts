import { beforeAll, describe, expect, it } from 'vitest';
import { ExploreResponse } from '#shared/api/explore.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { ROLE_IDS, userClient } from '../security/security-client.ts';

const admin = useApiClient<JsonBody>();
let gamma: ApiClient<JsonBody>;
let birthNames: JsonBody;

beforeAll(async () => {
  gamma = await userClient(admin, 'ctx_gamma', [ROLE_IDS.Gamma]);
  birthNames = (await admin.get('/superset/fetch_datasource_metadata?datasourceKey=1__table')).body;
});

const explore = (query: string, client: ApiClient<JsonBody> = admin) => client.get(`/api/v1/explore/?${query}`);
const missingDataset = {
  type: 'table',
  name: '[Missing Dataset]',
  columns: [],
  metrics: [],
  database: { id: 0, backend: '' },
};

describe('GET /api/v1/explore/', () => {
  it('answers a fresh form data for a dataset, with the dataset payload', async () => {
    // Act
    const answer = await explore('datasource_id=1&datasource_type=table&viz_type=pie');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        result: {
          dataset: birthNames,
          form_data: {
            datasource: '1__table',
            viz_type: 'pie',
            url_params: { datasource_id: '1', datasource_type: 'table', viz_type: 'pie' },
          },
          slice: null,
          message: null,
          metadata: null,
        },
      },
    });
    expect(ExploreResponse.parse(answer.body)).toEqual(answer.body);
  });

  it('restores the form data of a form data key', async () => {
    // Arrange
    const stored = { datasource: '1__table', viz_type: 'table', row_limit: 7 };
    const { key } = (
      await admin.post('/api/v1/explore/form_data', {
        datasource_id: 1,
        datasource_type: 'table',
        form_data: JSON.stringify(stored),
      })
    ).body;

    // Act
    const { status, body } = await explore(`form_data_key=${key}`);

    // Assert
    expect([status, body.result.form_data, body.result.message]).toEqual([
      200,
      { ...stored, url_params: { form_data_key: key } },
      null,
    ]);
  });

  it('restores the form data of a permalink, its URL parameters included', async () => {
    // Arrange
    const formData = { datasource: '1__table', viz_type: 'table', metrics: ['count'] };
    const { key } = (await admin.post('/api/v1/explore/permalink', { formData, urlParams: [['standalone', '1']] }))
      .body;

    // Act
    const { status, body } = await explore(`permalink_key=${key}`);

    // Assert
    expect([status, body.result.form_data]).toEqual([
      200,
      { ...formData, url_params: { standalone: '1', permalink_key: key } },
    ]);
  });

  it('falls back to the dataset, with a message, when the form data key is unknown', async () => {
    // Act
    const { body } = await explore('form_data_key=AAAAAAAAAAAAAAAAAAAAAA&datasource_id=1&datasource_type=table');

    // Assert
    expect([body.result.form_data.datasource, body.result.message]).toEqual([
      '1__table',
      'Form data not found in cache, reverting to dataset metadata.',
    ]);
  });

  it('answers a stand-in dataset and a message when the dataset no longer exists', async () => {
    // Act
    const answer = await explore('datasource_id=999&datasource_type=table');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        result: {
          dataset: missingDataset,
          form_data: { datasource: '999__table', url_params: { datasource_id: '999', datasource_type: 'table' } },
          slice: null,
          message: 'The dataset associated with this chart no longer exists',
          metadata: null,
        },
      },
    });
  });

  it("opens a saved chart with its parameters and Superset's slice data", async () => {
    // Arrange
    const params = { datasource: '1__table', viz_type: 'pie', metric: 'count', groupby: ['gender'] };
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Genders',
      viz_type: 'pie',
      datasource_id: 1,
      datasource_type: 'table',
      params: JSON.stringify(params),
    });
    const id = Number(chart.body.id);

    // Act
    const { status, body } = await explore(`slice_id=${id}`);

    // Assert
    const formData = { ...params, slice_id: id };
    expect([status, body.result.form_data, body.result.slice, body.result.message]).toEqual([
      200,
      { ...formData, url_params: { slice_id: String(id) } },
      {
        cache_timeout: null,
        changed_on: expect.any(String),
        changed_on_humanized: expect.any(String),
        datasource: 'birth_names',
        description: null,
        description_markeddown: '',
        edit_url: `/chart/edit/${id}`,
        form_data: formData,
        query_context: null,
        modified: expect.any(String),
        owners: [1],
        slice_id: id,
        slice_name: 'Genders',
        slice_url: `/explore/?slice_id=${id}`,
        viz_type: 'pie',
        certified_by: null,
        certification_details: null,
        is_managed_externally: false,
      },
      null,
    ]);
  });

  it('answers 404 for a chart that does not exist', async () => {
    // Act
    const answer = await explore('slice_id=99999');

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'Chart not found.' } });
  });

  it.each([['slice_id=abc'], ['datasource_id=-1'], ['slice_id=1.5&datasource_id=0x10']])(
    'ignores ids that are no integers, as Flask reads `type=int` arguments (%s)',
    async (query) => {
      // Act
      const answer = await explore(query);

      // Assert
      const urlParams = Object.fromEntries(new URLSearchParams(query));
      expect(answer).toEqual({
        status: 200,
        body: {
          result: {
            dataset: missingDataset,
            form_data: { datasource: 'None__table', url_params: urlParams },
            slice: null,
            message: null,
            metadata: null,
          },
        },
      });
    },
  );

  it('answers 400 for a datasource type Superset does not have', async () => {
    // Act
    const answer = await explore('datasource_id=1&datasource_type=cube');

    // Assert
    expect(answer).toEqual({
      status: 400,
      body: { message: { datasource_type: ['Must be one of: table, query, saved_query, view.'] } },
    });
  });

  it('answers a Gamma user without access to the dataset as for a dataset that does not exist', async () => {
    // Act
    const answer = await explore('datasource_id=1&datasource_type=table', gamma);

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        result: {
          dataset: missingDataset,
          form_data: { datasource: '1__table', url_params: { datasource_id: '1', datasource_type: 'table' } },
          slice: null,
          message: 'The dataset associated with this chart no longer exists',
          metadata: null,
        },
      },
    });
  });
});

describe('GET /api/v1/explore/ when nothing can be restored', () => {
  it('answers the stand-in dataset and no message when nothing is named, as Superset', async () => {
    // Act
    const answer = await explore('');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        result: {
          dataset: missingDataset,
          form_data: { datasource: 'None__table', url_params: {} },
          slice: null,
          message: null,
          metadata: null,
        },
      },
    });
  });

  it.each([
    ['an unknown', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed', 'no!key'],
    ['an overlong', 'k'.repeat(500)],
  ])("answers 404 in Superset's words for %s permalink key", async (_case, key) => {
    // Act
    const answer = await explore(`permalink_key=${key}`);

    // Assert
    expect(answer).toEqual({ status: 404, body: { message: 'An error occurred while accessing the value.' } });
  });

  it('opens no dataset for a datasource of another type, keeping the type it was asked for', async () => {
    // Act
    const answer = await explore('datasource_id=1&datasource_type=query');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        result: {
          dataset: { ...missingDataset, type: 'query' },
          form_data: { datasource: '1__query', url_params: { datasource_id: '1', datasource_type: 'query' } },
          slice: null,
          message: 'The dataset associated with this chart no longer exists',
          metadata: null,
        },
      },
    });
  });

  it('treats an overlong form data key as one that expired', async () => {
    // Act
    const answer = await explore(`form_data_key=${'k'.repeat(500)}&datasource_id=1&datasource_type=table`);

    // Assert
    expect([answer.status, answer.body.result.message]).toEqual([
      200,
      'Form data not found in cache, reverting to dataset metadata.',
    ]);
  });
});
