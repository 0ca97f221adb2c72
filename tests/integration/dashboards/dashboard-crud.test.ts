import { beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, birthNamesReader, del, q, userIdOf } from '../charts/saved/saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
/** A Gamma user reading birth_names only: sees dashboards they own and published ones with a chart they may read. */
let gus: ApiClient<JsonBody>;
let annRef: { id: number; first_name: string; last_name: string };

beforeAll(async () => {
  [ann, ben, gus] = await Promise.all([
    alphaUser(admin, 'dash_ann'),
    alphaUser(admin, 'dash_ben'),
    birthNamesReader(admin, 'dash_gus'),
  ]);
  annRef = { id: await userIdOf('dash_ann'), first_name: 'dash_ann', last_name: 'Alpha' };
});

/** Create a dashboard as `client`; answers its id. */
async function createDashboard(client: ApiClient<JsonBody>, body: Record<string, unknown>): Promise<number> {
  const created = await client.post('/api/v1/dashboard/', body);
  if (created.status !== 201)
    throw new Error(`dashboard not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

describe('POST /api/v1/dashboard/', () => {
  it('answers 201 with the id and the body as accepted', async () => {
    // Act
    const response = await ann.post('/api/v1/dashboard/', { dashboard_title: 'Sales overview' });

    // Assert
    expect(response).toEqual({
      status: 201,
      body: { id: expect.any(Number), result: { dashboard_title: 'Sales overview' } },
    });
    expect(contractProblems('POST', '/api/v1/dashboard/', 201, response.body)).toEqual([]);
  });

  it.each([
    ['an unknown field', { colour: 'red' }, 400, { colour: ['Unknown field.'] }],
    ['a layout that is not JSON', { position_json: '{oops' }, 400, { position_json: ['JSON not valid'] }],
    ['owners who do not exist', { owners: [9999] }, 422, { owners: ['Owners are invalid'] }],
    ['roles that do not exist', { roles: [9999] }, 422, { roles: ['Some roles do not exist'] }],
  ])('refuses %s, naming the field', async (_case, fields, status, message) => {
    // Act
    const response = await ann.post('/api/v1/dashboard/', { dashboard_title: 'Refused', ...fields });

    // Assert
    expect(response).toEqual({ status, body: { message } });
  });

  it('cleans a slug as Superset does and refuses one already taken', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'World', slug: ' world health!' });

    // Act
    const read = await ann.get('/api/v1/dashboard/world-health');
    const taken = await ben.post('/api/v1/dashboard/', { dashboard_title: 'Copy', slug: 'world-health' });

    // Assert
    expect([read.status, read.body.result?.id, read.body.result?.url]).toEqual([
      200,
      id,
      '/superset/dashboard/world-health/',
    ]);
    expect(taken).toEqual({ status: 422, body: { message: { slug: ['Must be unique'] } } });
  });
});

describe('GET /api/v1/dashboard/{id_or_slug}', () => {
  it('answers the whole dashboard with its owners and audit fields', async () => {
    // Arrange
    const id = await createDashboard(ann, {
      dashboard_title: 'Births',
      css: '.x{}',
      json_metadata: '{"color_scheme":"supersetColors"}',
    });

    // Act
    const response = await ann.get(`/api/v1/dashboard/${id}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        id,
        result: {
          id,
          dashboard_title: 'Births',
          slug: null,
          url: `/superset/dashboard/${id}/`,
          published: false,
          owners: [annRef],
          roles: [],
          certified_by: null,
          certification_details: null,
          changed_by: annRef,
          changed_by_name: 'dash_ann Alpha',
          changed_on_delta_humanized: expect.any(String),
          created_by: annRef,
          created_on_delta_humanized: expect.any(String),
          thumbnail_url: null,
          is_managed_externally: false,
          tags: [],
          css: '.x{}',
          json_metadata: '{"color_scheme":"supersetColors"}',
          position_json: null,
          changed_on: expect.any(String),
          charts: [],
        },
      },
    });
  });

  it('hides a draft from a user who does not own it, as if it did not exist', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Private draft' });

    // Act
    const [theirs, missing] = await Promise.all([
      gus.get(`/api/v1/dashboard/${id}`),
      gus.get('/api/v1/dashboard/999999'),
    ]);

    // Assert
    expect([theirs, missing]).toEqual([
      { status: 404, body: { message: 'Not found' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });
});

describe('GET /api/v1/dashboard/', () => {
  it('lists what the caller sees, filtered by title or slug, in the selected columns', async () => {
    // Arrange
    const gusId = await userIdOf('dash_gus');
    await createDashboard(ann, { dashboard_title: 'Video game sales', slug: 'games' });
    const id = await createDashboard(admin, { dashboard_title: 'Video games of gus', owners: [gusId] });

    // Act
    const query = {
      columns: ['id', 'dashboard_title', 'owners.id'],
      filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'video' }],
    };
    const response = await gus.get(`/api/v1/dashboard/${q(query)}`);

    // Assert: ann's draft is not gus's to see
    expect(response.status).toBe(200);
    expect([response.body.count, response.body.ids, response.body.result]).toEqual([
      1,
      [id],
      [{ id, dashboard_title: 'Video games of gus', owners: [{ id: gusId }] }],
    ]);
  });

  it('answers every list column for a row when none are selected', async () => {
    // Arrange
    const id = await createDashboard(ann, {
      dashboard_title: 'Published one',
      published: true,
      certified_by: 'Data team',
    });

    // Act
    const response = await ann.get(`/api/v1/dashboard/${q({ filters: [{ col: 'id', opr: 'eq', value: id }] })}`);

    // Assert
    expect(response.body.result).toEqual([
      {
        id,
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        dashboard_title: 'Published one',
        slug: null,
        url: `/superset/dashboard/${id}/`,
        published: true,
        status: 'published',
        owners: [annRef],
        roles: [],
        certified_by: 'Data team',
        certification_details: null,
        changed_by: annRef,
        changed_by_name: 'dash_ann Alpha',
        changed_on_utc: expect.stringMatching(/\+00:00$/),
        changed_on_delta_humanized: expect.any(String),
        created_by: annRef,
        created_on_delta_humanized: expect.any(String),
        thumbnail_url: null,
        is_managed_externally: false,
        tags: [],
      },
    ]);
    expect(
      contractProblems('GET', '/api/v1/dashboard/', 200, response.body).filter(
        (problem) => !/must be (string|object)/.test(problem),
      ),
    ).toEqual([]);
  });

  it('refuses a filter on a column it does not search', async () => {
    // Act
    const response = await ann.get(`/api/v1/dashboard/${q({ filters: [{ col: 'css', opr: 'eq', value: 'x' }] })}`);

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'Filter column: css not allowed to filter' } });
  });
});

describe('DELETE /api/v1/dashboard/{pk}', () => {
  it('lets only an owner delete, and frees the slug', async () => {
    // Arrange
    const id = await createDashboard(ann, { dashboard_title: 'Short lived', slug: 'short-lived', published: true });

    // Act
    const byOther = await del(ben, `/api/v1/dashboard/${id}`);
    const byOwner = await del(ann, `/api/v1/dashboard/${id}`);
    const again = await ben.post('/api/v1/dashboard/', { dashboard_title: 'Reused slug', slug: 'short-lived' });

    // Assert
    expect([byOther, byOwner]).toEqual([
      { status: 403, body: { message: 'Changing this Dashboard is forbidden' } },
      { status: 200, body: { message: 'OK' } },
    ]);
    expect(again.status).toBe(201);
  });
});
