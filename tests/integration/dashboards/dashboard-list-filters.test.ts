import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, del, q, userIdOf } from '../charts/saved/saved-chart-client.ts';
import { createDashboard } from './dashboard-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let ben: ApiClient<JsonBody>;
let ids: { annDraft: number; annCertified: number; benPublished: number; shared: number };

/** The ids the caller lists with `filters`, among the dashboards this file made, in the order answered. */
async function listedIds(
  client: ApiClient<JsonBody>,
  filters: unknown[],
  order: Record<string, unknown> = {},
): Promise<number[]> {
  const response = await client.get(`/api/v1/dashboard/${q({ filters, columns: ['id'], page_size: 100, ...order })}`);
  if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  const mine = new Set(Object.values(ids));
  return (response.body.ids as number[]).filter((id) => mine.has(id));
}

beforeAll(async () => {
  [ann, ben] = await Promise.all([alphaUser(admin, 'flt_ann'), alphaUser(admin, 'flt_ben')]);
  const [annId, benId] = [await userIdOf('flt_ann'), await userIdOf('flt_ben')];
  ids = {
    annDraft: await createDashboard(ann, { dashboard_title: 'flt A draft' }),
    annCertified: await createDashboard(ann, {
      dashboard_title: 'flt B certified',
      certified_by: 'Data team',
      published: true,
    }),
    benPublished: await createDashboard(ben, { dashboard_title: 'flt C published', published: true }),
    shared: await createDashboard(ann, { dashboard_title: 'flt D shared', owners: [annId, benId], published: true }),
  };
  await ann.request(`/api/v1/dashboard/${ids.benPublished}/favorites/`, { method: 'POST' });
});

describe('GET /api/v1/dashboard/ filters and order', () => {
  it.each([
    ['published', () => [{ col: 'published', opr: 'eq', value: false }], () => [ids.annDraft]],
    ['favourites', () => [{ col: 'id', opr: 'dashboard_is_favorite', value: true }], () => [ids.benPublished]],
    [
      'not favourites',
      () => [{ col: 'id', opr: 'dashboard_is_favorite', value: false }],
      () => [ids.annDraft, ids.annCertified, ids.shared],
    ],
    ['certified', () => [{ col: 'id', opr: 'dashboard_is_certified', value: true }], () => [ids.annCertified]],
    ['id', () => [{ col: 'id', opr: 'eq', value: ids.shared }], () => [ids.shared]],
    [
      'created by me',
      () => [{ col: 'created_by', opr: 'dashboard_created_by_me', value: 'me' }],
      () => [ids.annDraft, ids.annCertified, ids.shared],
    ],
  ])('filters by %s', async (_case, filters, expected) => {
    // Act
    const listed = await listedIds(ann, filters(), { order_column: 'dashboard_title', order_direction: 'asc' });

    // Assert
    expect(listed).toEqual(expected());
  });

  it('filters by an owner and by the creator (rel_o_m)', async () => {
    // Arrange
    const benId = await userIdOf('flt_ben');

    // Act
    const [owned, created] = await Promise.all([
      listedIds(ann, [{ col: 'owners', opr: 'rel_m_m', value: benId }], { order_column: 'dashboard_title' }),
      listedIds(ann, [{ col: 'created_by', opr: 'rel_o_m', value: benId }]),
    ]);

    // Assert
    expect([owned, created]).toEqual([[ids.benPublished, ids.shared], [ids.benPublished]]);
  });

  it('orders by title descending', async () => {
    // Act
    const listed = await listedIds(ann, [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'flt ' }], {
      order_column: 'dashboard_title',
      order_direction: 'desc',
    });

    // Assert
    expect(listed).toEqual([ids.shared, ids.benPublished, ids.annCertified, ids.annDraft]);
  });

  it.each([
    [
      'an operator the column does not take',
      { filters: [{ col: 'published', opr: 'ct', value: 'x' }] },
      'Filter operation: ct not allowed on column: published',
    ],
    ['an order column Superset does not order by', { order_column: 'css' }, 'Invalid order by column: css'],
  ])("refuses %s in Flask-AppBuilder's words", async (_case, query, message) => {
    // Act
    const response = await ann.get(`/api/v1/dashboard/${q(query)}`);

    // Assert
    expect(response).toEqual({ status: 400, body: { message } });
  });
});

describe('GET /api/v1/dashboard/_info', () => {
  it("answers the caller's permissions and the filters each column takes", async () => {
    // Act
    const response = await ann.get(`/api/v1/dashboard/_info${q({ keys: ['permissions', 'filters'] })}`);

    // Assert
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['filters', 'permissions']);
    expect(response.body.permissions).toEqual(['can_export', 'can_read', 'can_write']);
    expect(response.body.filters.id).toEqual([
      { name: 'Equal to', operator: 'eq' },
      { name: 'Greater than', operator: 'gt' },
      { name: 'Smaller than', operator: 'lt' },
      { name: 'Not Equal to', operator: 'neq' },
      { name: 'One of', operator: 'in' },
      { name: 'Is favorite', operator: 'dashboard_is_favorite' },
      { name: 'Is certified', operator: 'dashboard_is_certified' },
    ]);
  });
});

describe('DELETE /api/v1/dashboard/?q=!(ids)', () => {
  it("deletes all the dashboards named, or none when one is not the caller's", async () => {
    // Arrange
    const [first, second] = [
      await createDashboard(ann, { dashboard_title: 'bulk 1' }),
      await createDashboard(ann, { dashboard_title: 'bulk 2' }),
    ];
    const bens = await createDashboard(ben, { dashboard_title: 'bulk ben', published: true });

    // Act
    const refused = await del(ann, `/api/v1/dashboard/${q([first, bens])}`);
    const deleted = await del(ann, `/api/v1/dashboard/${q([first, second])}`);
    const missing = await del(ann, `/api/v1/dashboard/${q([first])}`);

    // Assert
    expect([refused, deleted, missing]).toEqual([
      { status: 403, body: { message: 'Changing this Dashboard is forbidden' } },
      { status: 200, body: { message: 'Deleted 2 dashboards' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
    expect((await ben.get(`/api/v1/dashboard/${bens}`)).status).toBe(200);
  });
});
