import { beforeAll, describe, expect, it } from 'vitest';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { createAnnotation, createLayer } from '../annotations/annotation-client.ts';
import { birthNamesReader } from './saved/saved-chart-client.ts';
import { birthNamesContext, referenceRows } from './chart-client.ts';

const admin = useApiClient<JsonBody>();
const chartData = (body: unknown, client = admin) => client.post('/api/v1/chart/data', body);

/** A native layer entry as Explore saves it. */
const nativeLayer = (name: string, id: unknown, annotationType = 'INTERVAL') => ({
  name,
  annotationType,
  sourceType: 'NATIVE',
  value: id,
  show: true,
  showMarkers: false,
});
const COLUMNS = ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'];

let layerId: number;

beforeAll(async () => {
  layerId = await createLayer(admin, 'Chart data releases');
  await createAnnotation(admin, layerId, {
    short_descr: 'Release',
    long_descr: 'v1',
    start_dttm: '2000-01-01T00:00:00',
    end_dttm: '2000-01-02T12:00:00',
    json_metadata: '{}',
  });
});

describe('POST /api/v1/chart/data with native annotation layers', () => {
  it("answers each native layer's annotations under its name, date-times as epoch milliseconds", async () => {
    // Arrange
    const counts = await referenceRows(
      admin,
      'SELECT gender, COUNT(*)::INTEGER AS count FROM {birth_names} GROUP BY gender ORDER BY count DESC',
    );
    const layers = [
      nativeLayer('Releases', layerId),
      nativeLayer('Release days', layerId, 'EVENT'),
      { name: 'Trend', annotationType: 'FORMULA', value: 'x', show: true, showMarkers: false },
    ];

    // Act
    const { status, body } = await chartData(
      birthNamesContext({ annotation_layers: layers }, { custom_cache_timeout: -1 }),
    );

    // Assert
    const records = [
      {
        start_dttm: 946_684_800_000,
        end_dttm: 946_814_400_000,
        short_descr: 'Release',
        long_descr: 'v1',
        json_metadata: '{}',
      },
    ];
    expect({ status, body }).toEqual({
      status: 200,
      body: {
        result: [
          {
            cache_key: expect.stringMatching(/^[0-9a-f]{64}$/),
            cached_dttm: null,
            cache_timeout: -1,
            is_cached: false,
            query:
              'SELECT "gender" AS "gender", COUNT(*) AS "count"\nFROM "main"."birth_names"\nGROUP BY "gender"\nORDER BY COUNT(*) DESC\nLIMIT 10',
            language: 'sql',
            colnames: ['gender', 'count'],
            coltypes: [1, 0],
            data: counts,
            rowcount: 2,
            sql_rowcount: 2,
            applied_filters: [],
            rejected_filters: [],
            from_dttm: null,
            to_dttm: null,
            annotation_data: { Releases: { columns: COLUMNS, records }, 'Release days': { columns: COLUMNS, records } },
            applied_template_filters: [],
            label_map: { gender: ['gender'], count: ['count'] },
            status: 'success',
            error: null,
            stacktrace: null,
            result_format: 'json',
          },
        ],
      },
    });
  });

  it('keeps annotation_data [] when a query names formula layers only', async () => {
    // Act
    const { body } = await chartData(
      birthNamesContext({
        annotation_layers: [{ name: 'Trend', annotationType: 'FORMULA', value: '2*x', show: true, showMarkers: false }],
      }),
    );

    // Assert
    expect(body.result[0].annotation_data).toEqual([]);
  });

  it('shows an annotation added after the rows were cached, the rows still coming from the cache', async () => {
    // Arrange
    const freshLayer = await createLayer(admin, 'Cached chart layer');
    const context = birthNamesContext(
      { annotation_layers: [nativeLayer('Fresh', freshLayer)], row_limit: 7 },
      { custom_cache_timeout: 600 },
    );
    const before = await chartData(context);
    await createAnnotation(admin, freshLayer, {
      short_descr: 'Later',
      start_dttm: '2001-01-01T00:00:00',
      end_dttm: '2001-01-01T00:00:00',
    });

    // Act
    const after = await chartData(context);

    // Assert
    const later = {
      start_dttm: 978_307_200_000,
      end_dttm: 978_307_200_000,
      short_descr: 'Later',
      long_descr: null,
      json_metadata: null,
    };
    expect([
      before.body.result[0].annotation_data,
      after.body.result[0].annotation_data,
      after.body.result[0].is_cached,
    ]).toEqual([{ Fresh: { columns: COLUMNS, records: [] } }, { Fresh: { columns: COLUMNS, records: [later] } }, true]);
  });

  it.each([
    [
      'a layer that does not exist',
      424_242,
      "Annotation layer with ID 424242 (referenced by annotation layer 'Gone') was not found.",
    ],
    [
      'a layer value that is no id',
      'abc',
      "Annotation layer with ID abc (referenced by annotation layer 'Gone') was not found.",
    ],
  ])('refuses %s with a 400, not a 500', async (_what, value, message) => {
    // Act
    const answer = await chartData(birthNamesContext({ annotation_layers: [nativeLayer('Gone', value)] }));

    // Assert
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { message } });
  });

  it('gives a reader of the chart its annotations without any Annotation permission, as Superset does', async () => {
    // Arrange
    const gamma = await birthNamesReader(admin, 'annot_chart_gamma');

    // Act
    const { status, body } = await chartData(
      birthNamesContext({ annotation_layers: [nativeLayer('Releases', layerId)] }),
      gamma,
    );

    // Assert
    expect([status, Object.keys(body.result[0].annotation_data)]).toEqual([200, ['Releases']]);
  });
});
