import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { alphaUser, birthNamesReader, del, put, q } from '../charts/saved/saved-chart-client.ts';
import { createAnnotation, createLayer } from './annotation-client.ts';

const admin = useApiClient<JsonBody>();
const annotationsOf = (layerId: number) => `/api/v1/annotation_layer/${layerId}/annotation/`;
const LAUNCH = {
  short_descr: 'Launch',
  long_descr: 'Version 2 ships',
  start_dttm: '2024-03-01T09:00:00',
  end_dttm: '2024-03-05T18:30:00',
  json_metadata: '{"team":"web"}',
};

describe('annotations of a layer (Superset AnnotationRestApi)', () => {
  it('creates an annotation and shows it with its layer', async () => {
    // Arrange
    const layerId = await createLayer(admin, 'Launches');

    // Act
    const created = await admin.post(annotationsOf(layerId), LAUNCH);
    const shown = await admin.get(`${annotationsOf(layerId)}${created.body.id}`);

    // Assert
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), result: { ...LAUNCH, layer: layerId } } });
    expect(shown).toEqual({
      status: 200,
      body: {
        id: created.body.id,
        result: { id: created.body.id, ...LAUNCH, layer: { id: layerId, name: 'Launches' } },
        show_columns: [
          'id',
          'short_descr',
          'long_descr',
          'start_dttm',
          'end_dttm',
          'json_metadata',
          'layer.id',
          'layer.name',
        ],
        label_columns: {
          id: 'Id',
          short_descr: 'Short Descr',
          long_descr: 'Long Descr',
          start_dttm: 'Start Dttm',
          end_dttm: 'End Dttm',
          json_metadata: 'Json Metadata',
          'layer.id': 'Layer Id',
          'layer.name': 'Layer Name',
        },
        description_columns: {},
        show_title: 'Show Annotation',
      },
    });
  });

  it('keeps date-times naive: an offset is taken to UTC, a fraction kept as microseconds', async () => {
    // Arrange
    const layerId = await createLayer(admin, 'Offsets');

    // Act
    const created = await admin.post(annotationsOf(layerId), {
      short_descr: 'Zoned',
      start_dttm: '2024-03-01T09:00:00+02:00',
      end_dttm: '2024-03-01 10:00:00.5Z',
    });

    // Assert
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        result: {
          short_descr: 'Zoned',
          start_dttm: '2024-03-01T07:00:00',
          end_dttm: '2024-03-01T10:00:00.500000',
          layer: layerId,
        },
      },
    });
  });

  it('lists the layer annotations only, in Superset list columns, searched with annotation_all_text', async () => {
    // Arrange
    const [layerId, otherLayer] = [await createLayer(admin, 'Listed'), await createLayer(admin, 'Elsewhere')];
    const id = await createAnnotation(admin, layerId, LAUNCH);
    await createAnnotation(admin, layerId, {
      short_descr: 'Freeze',
      start_dttm: '2024-04-01T00:00:00',
      end_dttm: '2024-04-02T00:00:00',
    });
    await createAnnotation(admin, otherLayer, { ...LAUNCH });

    // Act
    const listed = await admin.get(
      `${annotationsOf(layerId)}${q({ filters: [{ col: 'short_descr', opr: 'annotation_all_text', value: 'ships' }], keys: ['list_title'] })}`,
    );

    // Assert
    expect(listed).toEqual({
      status: 200,
      body: {
        count: 1,
        ids: [id],
        result: [
          {
            id,
            short_descr: 'Launch',
            long_descr: 'Version 2 ships',
            start_dttm: '2024-03-01T09:00:00',
            end_dttm: '2024-03-05T18:30:00',
            created_by: { first_name: 'Admin', id: 1 },
            changed_by: { first_name: 'Admin', id: 1 },
            changed_on_delta_humanized: expect.any(String),
          },
        ],
        list_title: 'List Annotation',
      },
    });
  });

  it('orders by start date, descending', async () => {
    // Arrange
    const layerId = await createLayer(admin, 'Ordered');
    const early = await createAnnotation(admin, layerId, {
      short_descr: 'Early',
      start_dttm: '2020-01-01T00:00:00',
      end_dttm: '2020-01-01T00:00:00',
    });
    const late = await createAnnotation(admin, layerId, {
      short_descr: 'Late',
      start_dttm: '2023-01-01T00:00:00',
      end_dttm: '2023-01-01T00:00:00',
    });

    // Act
    const listed = await admin.get(
      `${annotationsOf(layerId)}${q({ columns: ['short_descr'], order_column: 'start_dttm', order_direction: 'desc', keys: ['none'] })}`,
    );

    // Assert
    expect(listed).toEqual({
      status: 200,
      body: { count: 2, ids: [late, early], result: [{ short_descr: 'Late' }, { short_descr: 'Early' }] },
    });
  });

  it('refuses a name the layer already has and an end before the start, both at once (422)', async () => {
    // Arrange
    const layerId = await createLayer(admin, 'Strict');
    await createAnnotation(admin, layerId, LAUNCH);

    // Act
    const answer = await admin.post(annotationsOf(layerId), { ...LAUNCH, start_dttm: '2024-03-06T00:00:00' });

    // Assert
    expect(answer).toEqual({
      status: 422,
      body: {
        message: {
          short_descr: ['Short description must be unique for this layer'],
          start_dttm: ['End date must be after start date'],
        },
      },
    });
  });

  it('lets another layer use the same name', async () => {
    // Arrange
    const [first, second] = [await createLayer(admin, 'Twin one'), await createLayer(admin, 'Twin two')];
    await createAnnotation(admin, first, LAUNCH);

    // Act
    const answer = await admin.post(annotationsOf(second), LAUNCH);

    // Assert
    expect(answer.status).toBe(201);
  });

  it.each([
    [
      'no dates',
      { short_descr: 'x' },
      { start_dttm: ['Missing data for required field.'], end_dttm: ['Missing data for required field.'] },
    ],
    [
      'a date that is no date-time',
      { ...LAUNCH, start_dttm: '2024-02-30T00:00:00' },
      { start_dttm: ['Not a valid datetime.'] },
    ],
    ['a date that is a number', { ...LAUNCH, end_dttm: 5 }, { end_dttm: ['Not a valid datetime.'] }],
    ['metadata that is no JSON', { ...LAUNCH, json_metadata: '{nope' }, { json_metadata: ['JSON not valid'] }],
    ['an empty name', { ...LAUNCH, short_descr: '' }, { short_descr: ['Shorter than minimum length 1.'] }],
  ])('refuses an annotation with %s (400)', async (_what, body, message) => {
    // Arrange
    const layerId = await createLayer(admin, `Refusing ${_what}`);

    // Act
    const answer = await admin.post(annotationsOf(layerId), body);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message } });
  });

  it('refuses an annotation in a layer that does not exist (400, Superset words)', async () => {
    // Act
    const answer = await admin.post(annotationsOf(424_242), LAUNCH);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: 'Annotation layer not found.' } });
  });

  it('updates the fields a PUT sends and checks the dates as they will be stored', async () => {
    // Arrange
    const layerId = await createLayer(admin, 'Edited');
    const id = await createAnnotation(admin, layerId, LAUNCH);

    // Act
    const updated = await put(admin, `${annotationsOf(layerId)}${id}`, {
      short_descr: 'Launch v2',
      json_metadata: null,
    });
    const endBeforeStart = await put(admin, `${annotationsOf(layerId)}${id}`, { end_dttm: '2024-02-01T00:00:00' });
    const shown = await admin.get(
      `${annotationsOf(layerId)}${id}${q({ columns: ['short_descr', 'end_dttm', 'json_metadata'], keys: ['none'] })}`,
    );

    // Assert
    expect([updated, endBeforeStart, shown]).toEqual([
      { status: 200, body: { id, result: { short_descr: 'Launch v2', json_metadata: null, layer: layerId } } },
      { status: 422, body: { message: { start_dttm: ['End date must be after start date'] } } },
      {
        status: 200,
        body: { id, result: { short_descr: 'Launch v2', end_dttm: '2024-03-05T18:30:00', json_metadata: null } },
      },
    ]);
  });

  it('answers 404 for an annotation of another layer', async () => {
    // Arrange
    const [home, away] = [await createLayer(admin, 'Home'), await createLayer(admin, 'Away')];
    const id = await createAnnotation(admin, home, LAUNCH);

    // Act
    const answers = await Promise.all([
      admin.get(`${annotationsOf(away)}${id}`),
      put(admin, `${annotationsOf(away)}${id}`, { short_descr: 'x' }),
      del(admin, `${annotationsOf(away)}${id}`),
    ]);

    // Assert
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(3).fill({ status: 404, body: { message: 'Not found' } }),
    );
  });

  it('deletes one annotation, and bulk deletes all or nothing', async () => {
    // Arrange
    const layerId = await createLayer(admin, 'Pruned');
    const ids = [
      await createAnnotation(admin, layerId, { ...LAUNCH, short_descr: 'One' }),
      await createAnnotation(admin, layerId, { ...LAUNCH, short_descr: 'Two' }),
      await createAnnotation(admin, layerId, { ...LAUNCH, short_descr: 'Three' }),
    ] as const;

    // Act
    const single = await del(admin, `${annotationsOf(layerId)}${ids[0]}`);
    const partial = await del(admin, `${annotationsOf(layerId)}${q([ids[0], ids[1]])}`);
    const bulk = await del(admin, `${annotationsOf(layerId)}${q([ids[1], ids[2]])}`);
    const left = await admin.get(`${annotationsOf(layerId)}${q({ keys: ['none'] })}`);

    // Assert
    expect([single, partial, bulk, left]).toEqual([
      { status: 200, body: { message: 'OK' } },
      { status: 404, body: { message: 'Not found' } },
      { status: 200, body: { message: 'Deleted 2 annotations' } },
      { status: 200, body: { count: 0, ids: [], result: [] } },
    ]);
  });
});

describe('who may manage annotation layers (Superset: Alpha and Admin)', () => {
  let alpha: ApiClient<JsonBody>;
  let gamma: ApiClient<JsonBody>;

  beforeAll(async () => {
    [alpha, gamma] = await Promise.all([alphaUser(admin, 'annot_alpha'), birthNamesReader(admin, 'annot_gamma')]);
  });

  it('lets an Alpha create a layer and annotate it', async () => {
    // Act
    const layerId = await createLayer(alpha, 'Alpha layer of annotations');
    const created = await alpha.post(annotationsOf(layerId), LAUNCH);

    // Assert
    expect(created.status).toBe(201);
  });

  it('refuses a Gamma, whose role holds no Annotation permission', async () => {
    // Act
    const answers = await Promise.all([
      gamma.get('/api/v1/annotation_layer/'),
      gamma.post('/api/v1/annotation_layer/', { name: 'Nope' }),
    ]);

    // Assert
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array(2).fill({ status: 403, body: { message: 'Forbidden' } }),
    );
  });
});
