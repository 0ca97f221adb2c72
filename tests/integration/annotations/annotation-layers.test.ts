import { describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { del, put, q } from '../charts/saved/saved-chart-client.ts';
import { AN_INSTANT, createAnnotation, createLayer } from './annotation-client.ts';

const admin = useApiClient<JsonBody>();
const LAYERS = '/api/v1/annotation_layer/';

describe('annotation layers (Superset AnnotationLayerRestApi)', () => {
  it('creates a layer and shows it, answering the body as accepted', async () => {
    // Act
    const created = await admin.post(LAYERS, { name: 'Releases', descr: 'Product releases' });
    const shown = await admin.get(`${LAYERS}${created.body.id}`);

    // Assert
    expect(created).toEqual({
      status: 201,
      body: { id: expect.any(Number), result: { name: 'Releases', descr: 'Product releases' } },
    });
    expect(shown).toEqual({
      status: 200,
      body: {
        id: created.body.id,
        result: { id: created.body.id, name: 'Releases', descr: 'Product releases' },
        show_columns: ['id', 'name', 'descr'],
        label_columns: { id: 'Id', name: 'Name', descr: 'Descr' },
        description_columns: {},
        show_title: 'Show Annotation Layer',
      },
    });
  });

  it('lists layers with Superset list columns, searched with annotation_layer_all_text', async () => {
    // Arrange
    const id = await createLayer(admin, 'Holidays 2024', 'Bank holidays');
    await createLayer(admin, 'Outages');

    // Act
    const listed = await admin.get(
      `${LAYERS}${q({ filters: [{ col: 'name', opr: 'annotation_layer_all_text', value: 'bank' }] })}`,
    );

    // Assert
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      count: 1,
      ids: [id],
      result: [
        {
          id,
          name: 'Holidays 2024',
          descr: 'Bank holidays',
          created_by: { first_name: 'Admin', last_name: 'User' },
          changed_by: { first_name: 'Admin', last_name: 'User' },
          created_on: expect.stringMatching(AN_INSTANT),
          changed_on: expect.stringMatching(AN_INSTANT),
          changed_on_delta_humanized: expect.any(String),
        },
      ],
      list_columns: [
        'id',
        'name',
        'descr',
        'created_by.first_name',
        'created_by.last_name',
        'changed_by.first_name',
        'changed_by.last_name',
        'changed_on',
        'changed_on_delta_humanized',
        'created_on',
      ],
      order_columns: [
        'name',
        'descr',
        'created_by.first_name',
        'changed_by.first_name',
        'changed_on',
        'changed_on_delta_humanized',
        'created_on',
      ],
      label_columns: expect.objectContaining({ name: 'Name', 'created_by.first_name': 'Created By First Name' }),
      description_columns: {},
      list_title: 'List Annotation Layer',
    });
  });

  it('answers only the selected columns, ordered by name', async () => {
    // Arrange
    const [zeta, alpha] = [await createLayer(admin, 'Zeta layer'), await createLayer(admin, 'Alpha layer')];

    // Act
    const listed = await admin.get(
      `${LAYERS}${q({ columns: ['id', 'name'], filters: [{ col: 'name', opr: 'ct', value: 'a layer' }], order_column: 'name', order_direction: 'asc', keys: ['none'] })}`,
    );

    // Assert
    expect(listed).toEqual({
      status: 200,
      body: {
        count: 2,
        ids: [alpha, zeta],
        result: [
          { id: alpha, name: 'Alpha layer' },
          { id: zeta, name: 'Zeta layer' },
        ],
      },
    });
  });

  it('refuses a name another layer has, on create and on rename, in Superset words', async () => {
    // Arrange
    await createLayer(admin, 'Campaigns');
    const other = await createLayer(admin, 'Campaigns 2');

    // Act
    const duplicate = await admin.post(LAYERS, { name: 'Campaigns' });
    const renamed = await put(admin, `${LAYERS}${other}`, { name: 'Campaigns' });

    // Assert
    const taken = { status: 422, body: { message: { name: ['Name must be unique'] } } };
    expect([duplicate, renamed]).toEqual([taken, taken]);
  });

  it.each([
    ['no name', { descr: 'x' }, { name: ['Missing data for required field.'] }],
    ['an empty name', { name: '' }, { name: ['Shorter than minimum length 1.'] }],
    ['a name too long', { name: 'x'.repeat(251) }, { name: ['Longer than maximum length 250.'] }],
    ['an unknown field', { name: 'Fine', colour: 'red' }, { colour: ['Unknown field.'] }],
  ])('refuses a layer with %s (400)', async (_what, body, message) => {
    // Act
    const answer = await admin.post(LAYERS, body);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message } });
  });

  it('updates a layer, keeping the fields a PUT leaves out', async () => {
    // Arrange
    const id = await createLayer(admin, 'Before', 'Kept description');

    // Act
    const updated = await put(admin, `${LAYERS}${id}`, { name: 'After' });
    const shown = await admin.get(`${LAYERS}${id}${q({ keys: ['none'] })}`);

    // Assert
    expect(updated).toEqual({ status: 200, body: { id, result: { name: 'After' } } });
    expect(shown).toEqual({ status: 200, body: { id, result: { id, name: 'After', descr: 'Kept description' } } });
  });

  it('refuses to delete a layer holding annotations, then deletes it once empty', async () => {
    // Arrange
    const id = await createLayer(admin, 'Busy layer');
    const annotationId = await createAnnotation(admin, id, {
      short_descr: 'Launch',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-02T00:00:00',
    });

    // Act
    const refused = await del(admin, `${LAYERS}${id}`);
    await del(admin, `${LAYERS}${id}/annotation/${annotationId}`);
    const deleted = await del(admin, `${LAYERS}${id}`);
    const gone = await admin.get(`${LAYERS}${id}`);

    // Assert
    expect([refused, deleted, gone]).toEqual([
      { status: 422, body: { message: 'Annotation layer has associated annotations.' } },
      { status: 200, body: { message: 'OK' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });

  it('bulk deletes layers all or nothing', async () => {
    // Arrange
    const [first, second] = [await createLayer(admin, 'Bulk one'), await createLayer(admin, 'Bulk two')];

    // Act
    const missing = await del(admin, `${LAYERS}${q([first, 999_999])}`);
    const deleted = await del(admin, `${LAYERS}${q([first, second])}`);
    const left = await admin.get(
      `${LAYERS}${q({ filters: [{ col: 'name', opr: 'sw', value: 'Bulk' }], keys: ['none'] })}`,
    );

    // Assert
    expect([missing, deleted, left]).toEqual([
      { status: 404, body: { message: 'Not found' } },
      { status: 200, body: { message: 'Deleted 2 annotation layers' } },
      { status: 200, body: { count: 0, ids: [], result: [] } },
    ]);
  });

  it('answers 404 for a layer that does not exist', async () => {
    // Act
    const answers = await Promise.all([
      admin.get(`${LAYERS}424242`),
      put(admin, `${LAYERS}424242`, { name: 'x' }),
      del(admin, `${LAYERS}424242`),
    ]);

    // Assert
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(3).fill({ status: 404, body: { message: 'Not found' } }),
    );
  });
});
