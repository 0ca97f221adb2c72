import rison from 'rison';
import { describe, expect, it } from 'vitest';
import { type Answer, useApiClient } from '../integration/helpers/api-client.ts';

const admin = useApiClient();

/** A request with a JSON body given as text, so a test can send what `JSON.stringify` of a value cannot express. */
const sendJson = (method: string, path: string, text: string): Promise<Answer> =>
  admin.request(path, { method, headers: { 'content-type': 'application/json' }, body: text });
const answerOf = ({ status, body }: Answer) => ({ status, body });

describe('sort and filter columns named after Object.prototype', () => {
  const lists = ['/api/v1/dataset/', '/api/v1/saved_query/', '/api/v1/database/'];

  it.each(lists)('%s answers 400 for each, in Flask-AppBuilder words', async (list) => {
    // Act
    const answers = await Promise.all(
      ['__proto__', 'hasOwnProperty', 'valueOf'].flatMap((name) => [
        admin.get(`${list}?q=${rison.encode({ order_column: name })}`),
        admin.get(`${list}?q=${rison.encode({ filters: [{ col: name, opr: 'eq', value: 1 }] })}`),
      ]),
    );

    // Assert
    expect(answers.map(answerOf)).toEqual(
      ['__proto__', 'hasOwnProperty', 'valueOf'].flatMap((name) => [
        { status: 400, body: { message: `Invalid order by column: ${name}` } },
        { status: 400, body: { message: `Filter column: ${name} not allowed to filter` } },
      ]),
    );
  });
});

describe('stored texts and bodies past their limits', () => {
  const writes: [string, string, (sql: string) => unknown][] = [
    ['POST', '/api/v1/sqllab/execute/', (sql) => ({ database_id: 1, sql })],
    ['POST', '/api/v1/saved_query/', (sql) => ({ db_id: 1, label: 'big', sql })],
    ['POST', '/api/v1/sqllab/permalink', (sql) => ({ dbId: 1, name: 'big', sql })],
    ['POST', '/tabstateview/', (sql) => ({ queryEditor: { name: 'big', dbId: 1, sql } })],
  ];

  it.each(writes)('%s %s answers 413 naming the limit for a 9 MB body', async (method, path, body) => {
    // Act
    const answer = await sendJson(method, path, JSON.stringify(body('x'.repeat(9 * 1024 * 1024))));

    // Assert
    expect(answerOf(answer)).toEqual({ status: 413, body: { message: 'Request body is larger than 1048576 bytes' } });
  });

  it.each(writes)('%s %s answers 400 in marshmallow words for SQL past 128 KiB', async (method, path, body) => {
    // Act
    const answer = await sendJson(method, path, JSON.stringify(body(`SELECT '${'x'.repeat(128 * 1024)}'`)));

    // Assert
    expect(answerOf(answer)).toEqual({
      status: 400,
      body: { message: { sql: ['Longer than maximum length 131072.'] } },
    });
  });

  it('PUT /api/v1/database/{pk} answers 400 for an extra past 32 KiB', async () => {
    // Act
    const answer = await sendJson(
      'PUT',
      '/api/v1/database/1',
      JSON.stringify({ extra: JSON.stringify({ note: 'x'.repeat(40_000) }) }),
    );

    // Assert
    expect(answerOf(answer)).toEqual({
      status: 400,
      body: { message: { extra: ['Longer than maximum length 32768.'] } },
    });
  });
});

describe('nesting past what is reasonable', () => {
  it('format_sql answers 400 in the product words for 5,000 nested parentheses', async () => {
    // Act
    const answer = await admin.post('/api/v1/sqllab/format_sql/', {
      sql: `SELECT ${'('.repeat(5_000)}1${')'.repeat(5_000)}`,
    });

    // Assert
    expect(answerOf(answer)).toEqual({
      status: 400,
      body: { message: 'SQL is nested too deeply (more than 100 levels)' },
    });
  });

  it('a JSON body 10,000 levels deep answers 400', async () => {
    // Act
    const answer = await sendJson('POST', '/api/v1/saved_query/', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`);

    // Assert
    expect(answerOf(answer)).toEqual({
      status: 400,
      body: { message: 'Request body is nested too deeply (more than 32 levels)' },
    });
  });

  it('Rison 4,000 levels deep answers 400', async () => {
    // Act
    const answer = await admin.get(`/api/v1/dataset/?q=${'!('.repeat(4_000)}${')'.repeat(4_000)}`);

    // Assert
    expect(answerOf(answer)).toEqual({
      status: 400,
      body: { message: 'Rison argument is nested too deeply (more than 32 levels)' },
    });
  });
});

describe('text no store keeps', () => {
  it.each([
    ['a NUL', '{"db_id":1,"label":"nul","sql":"SELECT \\u0000"}'],
    ['a lone surrogate', '{"db_id":1,"label":"\\ud800","sql":"SELECT 1"}'],
  ])('a body with %s answers 400', async (_case, text) => {
    // Act
    const answer = await sendJson('POST', '/api/v1/saved_query/', text);

    // Assert
    expect(answerOf(answer)).toEqual({
      status: 400,
      body: { message: 'Request body has a NUL character or an unpaired surrogate' },
    });
  });
});

describe('ids that are not ids', () => {
  it.each(['-1', '0', '1.5', '99999999999999999999999', 'abc', '__proto__'])(
    'GET /api/v1/saved_query/%s answers 404',
    async (id) => {
      // Act
      const answer = await admin.get(`/api/v1/saved_query/${id}`);

      // Assert
      expect(answerOf(answer)).toEqual({ status: 404, body: { message: 'Not found' } });
    },
  );
});
