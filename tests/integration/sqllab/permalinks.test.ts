import { describe, expect, it } from 'vitest';
import { contractProblems } from '../../contract/openapi.ts';
import { useApiClient } from '../helpers/api-client.ts';

const admin = useApiClient();

const state = {
  dbId: 1,
  name: 'Shared',
  schema: 'main',
  catalog: null,
  sql: 'SELECT 1',
  templateParams: '{}',
  autorun: false,
};

describe('POST /api/v1/sqllab/permalink', () => {
  it('answers 201 with an unguessable key and its SQL Lab url', async () => {
    // Act
    const response = await admin.post('/api/v1/sqllab/permalink', state);

    // Assert
    const { key } = response.body as { key: string };
    expect(response).toEqual({
      status: 201,
      body: { key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), url: `${admin.runtime.url}/sqllab/p/${key}` },
    });
    expect(contractProblems('POST', '/api/v1/sqllab/permalink', 201, response.body)).toEqual([]);
  });

  it('gives every link its own key', async () => {
    // Act
    const [one, two] = await Promise.all([
      admin.post('/api/v1/sqllab/permalink', state),
      admin.post('/api/v1/sqllab/permalink', state),
    ]);

    // Assert
    expect((one.body as { key: string }).key).not.toBe((two.body as { key: string }).key);
  });

  it('names the missing fields', async () => {
    // Act
    const response = await admin.post('/api/v1/sqllab/permalink', { name: 'No SQL' });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: { message: { dbId: [expect.any(String)], sql: [expect.any(String)] } },
    });
  });
});

describe('GET /api/v1/sqllab/permalink/{key}', () => {
  it('answers the stored state by its key and by the kv: form the client sends', async () => {
    // Arrange
    const { key } = (await admin.post('/api/v1/sqllab/permalink', state)).body as { key: string };

    // Act
    const [bare, prefixed] = await Promise.all([
      admin.get(`/api/v1/sqllab/permalink/${key}`),
      admin.get(`/api/v1/sqllab/permalink/kv:${key}`),
    ]);

    // Assert
    expect([bare, prefixed]).toEqual([
      { status: 200, body: state },
      { status: 200, body: state },
    ]);
    expect(contractProblems('GET', '/api/v1/sqllab/permalink/{key}', 200, bare.body)).toEqual([]);
  });

  it('answers 404 for a well-formed key that was never made', async () => {
    // Act
    const response = await admin.get(`/api/v1/sqllab/permalink/${'A'.repeat(22)}`);

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('answers 400 for a key of the wrong shape', async () => {
    // Act
    const response = await admin.get('/api/v1/sqllab/permalink/short');

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'Invalid permalink key' } });
  });
});
