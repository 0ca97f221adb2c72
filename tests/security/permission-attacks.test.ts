import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '#functions/lib/dynamo.ts';
import { keys } from '#functions/lib/keys.ts';
import { createRoleIfAbsent } from '#functions/security/roles.ts';
import { type ApiClient, startApiClient } from '../integration/helpers/api-client.ts';
import { birthNamesContext } from '../integration/charts/chart-client.ts';
import { createTestUser, requestInit } from '../integration/sqllab/sqllab-client.ts';

/**
 * Finding 4 of the security review replayed: each role tries what its permissions do not allow, at the route
 * (403 Forbidden before any service runs) or at the data (DATASOURCE_ / DATABASE_SECURITY_ACCESS_ERROR).
 */
const FORBIDDEN = { status: 403, body: { message: 'Forbidden' } };
const EXAMPLES_DB = 1;

let admin: ApiClient;
let gamma: ApiClient;
let alpha: ApiClient;
let sqlLabOnly: ApiClient;
let chartReader: ApiClient;
let birthNamesReader: ApiClient;

const databaseDenied = {
  status: 403,
  body: {
    errors: [
      {
        message: 'You need access to the database examples (`database_access` or `all_database_access`) to do this.',
        error_type: 'DATABASE_SECURITY_ACCESS_ERROR',
        level: 'error',
        extra: { database: 'examples' },
      },
    ],
  },
};

const answerOf = (answer: { status: number; body: unknown }) => ({ status: answer.status, body: answer.body });

beforeAll(async () => {
  admin = await startApiClient();
  gamma = await createTestUser(admin, 'attacker_gamma', 'Gamma', ['Gamma']);
  alpha = await createTestUser(admin, 'attacker_alpha', 'Alpha', ['Alpha']);
  sqlLabOnly = await createTestUser(admin, 'attacker_sqllab', 'SqlLab', ['sql_lab']);
  await createRoleIfAbsent('default', 'chart_reader_no_csv', [
    ['can_read', 'Chart'],
    ['all_datasource_access', 'all_datasource_access'],
  ]);
  chartReader = await createTestUser(admin, 'attacker_nocsv', 'NoCsv', ['chart_reader_no_csv']);
  await createRoleIfAbsent('default', 'birth_names_only', [['datasource_access', '[examples].[birth_names](id:1)']]);
  birthNamesReader = await createTestUser(admin, 'attacker_one_dataset', 'OneDataset', ['Gamma', 'birth_names_only']);
});

afterAll(async () => {
  await admin?.runtime.dispose();
});

describe('route permissions', () => {
  it.each([
    `/api/v1/database/${EXAMPLES_DB}/schemas/`,
    `/api/v1/database/${EXAMPLES_DB}/tables/?q=(schema_name:main)`,
    `/api/v1/database/${EXAMPLES_DB}/table_metadata/?name=birth_names&schema=main`,
    `/api/v1/database/${EXAMPLES_DB}/function_names/`,
  ])('Gamma without database access may not read database metadata: %s', async (path) => {
    // Act
    const answer = await gamma.get(path);

    // Assert
    expect(answerOf(answer)).toEqual(databaseDenied);
  });

  it('Gamma may not create saved queries, tab states or SQL Lab permalinks', async () => {
    // Act
    const answers = [
      await gamma.post('/api/v1/saved_query/', { label: 'x', sql: 'SELECT 1', db_id: EXAMPLES_DB, schema: 'main' }),
      await gamma.request(
        '/tabstateview/',
        requestInit('POST', { form: { queryEditor: { name: 'x', sql: 'SELECT 1' } } }),
      ),
      await gamma.post('/api/v1/sqllab/permalink', { dbId: EXAMPLES_DB, sql: 'SELECT 1', name: 'x' }),
    ];

    // Assert
    expect(answers.map(answerOf)).toEqual([FORBIDDEN, FORBIDDEN, FORBIDDEN]);
  });

  it('Alpha may not run, estimate or format SQL (no SQL Lab permission)', async () => {
    // Act
    const answers = [
      await alpha.post('/api/v1/sqllab/execute/', {
        database_id: EXAMPLES_DB,
        sql: 'SELECT 1',
        client_id: 'alpha1',
        runAsync: false,
      }),
      await alpha.post('/api/v1/sqllab/estimate/', { database_id: EXAMPLES_DB, sql: 'SELECT 1' }),
      await alpha.post('/api/v1/sqllab/format_sql/', { sql: 'select 1' }),
    ];

    // Assert
    expect(answers.map(answerOf)).toEqual([FORBIDDEN, FORBIDDEN, FORBIDDEN]);
  });

  it.each(['csv', 'xlsx'])('a user without can_csv may not download chart data as %s', async (format) => {
    // Act
    const answer = await chartReader.post('/api/v1/chart/data', birthNamesContext({}, { result_format: format }));

    // Assert
    expect(answerOf(answer)).toEqual(FORBIDDEN);
  });

  it('the same user reads the chart data as JSON', async () => {
    // Act
    const answer = await chartReader.post('/api/v1/chart/data', birthNamesContext());

    // Assert
    expect(answer.status).toBe(200);
  });
});

describe('data access', () => {
  /** What each route answers for a dataset that does not exist: a hidden one gets the same. */
  const chartDataMissing = { status: 404, body: { message: 'Dataset not found' } };
  const restMissing = { status: 404, body: { message: 'Not found' } };

  it('Gamma without grants reads no dataset: chart data, samples and metadata answered as for no dataset, lists empty', async () => {
    // Act
    const answers = [
      await gamma.post('/api/v1/chart/data', birthNamesContext()),
      await gamma.request('/datasource/samples?datasource_id=1&datasource_type=table', { method: 'POST' }),
      await gamma.get('/superset/fetch_datasource_metadata?datasourceKey=1__table'),
    ];
    const list = await gamma.get('/api/v1/dataset/');
    const item = await gamma.get('/api/v1/dataset/1');

    // Assert
    expect(answers.map(answerOf)).toEqual([chartDataMissing, restMissing, restMissing]);
    expect({ status: list.status, count: (list.body as { count: number }).count }).toEqual({ status: 200, count: 0 });
    expect(answerOf(item)).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('a datasource_access grant opens that dataset and no other', async () => {
    // Act
    const granted = await birthNamesReader.post('/api/v1/chart/data', birthNamesContext());
    const other = await birthNamesReader.post('/api/v1/chart/data', {
      ...birthNamesContext(),
      datasource: { id: 2, type: 'table' },
    });
    const list = await birthNamesReader.get('/api/v1/dataset/');

    // Assert
    expect(granted.status).toBe(200);
    expect(answerOf(other)).toEqual(chartDataMissing);
    expect((list.body as { ids: number[] }).ids).toEqual([1]);
  });

  it('sql_lab without database access may not run SQL on it', async () => {
    // Act
    const answer = await sqlLabOnly.post('/api/v1/sqllab/execute/', {
      database_id: EXAMPLES_DB,
      sql: 'SELECT 1',
      client_id: 'sqllab1',
      runAsync: false,
    });

    // Assert
    expect(answerOf(answer)).toEqual(databaseDenied);
  });
});

describe('tokens outliving changes', () => {
  it("a deactivated user's token is refused at once", async () => {
    // Arrange
    const victim = await createTestUser(admin, 'attacker_deactivated', 'Gone', ['Alpha']);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user('default', 'attacker_deactivated'),
        UpdateExpression: 'SET active = :no',
        ExpressionAttributeValues: { ':no': false },
      }),
    );

    // Act
    const answer = await victim.get('/api/v1/dataset/');

    // Assert
    expect(answerOf(answer)).toEqual({ status: 401, body: { message: 'Not authorized' } });
  });

  it('a role taken away no longer counts, though the token still names it', async () => {
    // Arrange
    const demoted = await createTestUser(admin, 'attacker_demoted', 'Demoted', ['Admin']);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user('default', 'attacker_demoted'),
        UpdateExpression: 'SET #roles = :roles',
        ExpressionAttributeNames: { '#roles': 'roles' },
        ExpressionAttributeValues: { ':roles': ['Gamma'] },
      }),
    );

    // Act
    const answer = await demoted.get('/api/v1/security/users/');

    // Assert
    expect(answerOf(answer)).toEqual(FORBIDDEN);
  });
});
