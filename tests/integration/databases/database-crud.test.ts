import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, useApiClient } from '../helpers/api-client.ts';
import { createTestUser } from '../sqllab/sqllab-client.ts';

const client = useApiClient();
let gammaToken: string;
let folder: string;
let shopUri: string;

/** A DuckDB file of a small shop: a table with a primary key and comments, and a view, in schema `sales`. */
async function createShopFile(path: string): Promise<void> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(`CREATE SCHEMA sales;
    CREATE TABLE sales.orders (id INTEGER PRIMARY KEY, amount DECIMAL(10,2), note VARCHAR);
    COMMENT ON TABLE sales.orders IS 'One row per order';
    COMMENT ON COLUMN sales.orders.note IS 'Free text';
    INSERT INTO sales.orders VALUES (1, 12.5, 'first'), (2, 7.25, NULL);
    CREATE VIEW sales.big_orders AS SELECT * FROM sales.orders WHERE amount > 10;`);
  connection.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  gammaToken = (await createTestUser(client, 'gamma', 'Gamma', ['Gamma'])).token;
  // A tenant's DuckDB files live in its own folder of the data folder, which the runtime disposes of.
  folder = join(client.runtime.dataDir, 'tenants', 'default');
  await mkdir(folder, { recursive: true });
  await createShopFile(join(folder, 'shop.duckdb'));
  shopUri = `duckdb:///${join(folder, 'shop.duckdb')}`;
});

/** Calls the API as admin, or as the holder of `token`, with a JSON body. */
function call(method: string, path: string, body?: unknown, token = client.token): Promise<Answer> {
  return client.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Registers the shop file under a name and answers its id. */
async function createShop(name: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await call('POST', '/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: shopUri,
    expose_in_sqllab: true,
    ...extra,
  });
  if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created)}`);
  return (created.body as { id: number }).id;
}

describe('POST /api/v1/database/', () => {
  it('registers a DuckDB file with Superset defaults and answers 201', async () => {
    // Act
    const response = await call('POST', '/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: shopUri,
      allow_dml: true,
      extra: '{"allows_virtual_table_explore":false}',
    });

    // Assert
    expect(response).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        result: {
          database_name: 'shop',
          sqlalchemy_uri: shopUri,
          configuration_method: 'sqlalchemy_form',
          expose_in_sqllab: true,
          allow_run_async: false,
          allow_dml: true,
          allow_ctas: false,
          allow_cvas: false,
          allow_file_upload: false,
          cache_timeout: null,
          extra: '{"allows_virtual_table_explore":false}',
          impersonate_user: false,
          masked_encrypted_extra: null,
          force_ctas_schema: null,
          is_managed_externally: false,
          uuid: expect.any(String),
        },
      },
    });
  });

  it('refuses a name the tenant already uses with 422', async () => {
    // Act
    const response = await call('POST', '/api/v1/database/', { database_name: 'examples', sqlalchemy_uri: shopUri });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: { message: { database_name: ['A database with the same name already exists.'] } },
    });
  });

  it('refuses a file that does not exist with a connection error, creating nothing', async () => {
    // Arrange
    const missing = `duckdb:///${join(folder, 'missing.duckdb')}`;

    // Act
    const response = await call('POST', '/api/v1/database/', { database_name: 'missing', sqlalchemy_uri: missing });
    const list = await call('GET', `/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:missing)))`);

    // Assert
    expect([response.status, (response.body as { errors: { error_type: string }[] }).errors[0]?.error_type]).toEqual([
      422,
      'CONNECTION_UNKNOWN_DATABASE_ERROR',
    ]);
    expect((list.body as { count: number }).count).toBe(0);
  });

  it('refuses a DuckDB connection string with parameters with 422 naming sqlalchemy_uri (duckdb-engine would read them as engine settings)', async () => {
    // Act
    const response = await call('POST', '/api/v1/database/', {
      database_name: 'threads',
      sqlalchemy_uri: `${shopUri}?threads=1`,
    });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: {
        message: {
          sqlalchemy_uri: [
            'DuckDB connection strings take no parameters: remove "?threads=1" (Skyset sets the engine\'s options itself).',
          ],
        },
      },
    });
  });

  it("refuses engine_params, which Skyset never applies, with 400 naming extra as Superset's extra check does", async () => {
    // Act
    const response = await call('POST', '/api/v1/database/', {
      database_name: 'pooled',
      sqlalchemy_uri: shopUri,
      extra: JSON.stringify({ engine_params: { pool_size: 5 } }),
    });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        message: {
          extra: [
            "The engine_params in Extra field is not supported: Skyset sets its engines' options itself. The key pool_size is invalid.",
          ],
        },
      },
    });
  });

  it('refuses an engine Skyset does not run with 400', async () => {
    // Act
    const response = await call('POST', '/api/v1/database/', {
      database_name: 'pg',
      sqlalchemy_uri: 'postgresql://u:p@db/app',
    });

    // Assert
    expect(response).toEqual({
      status: 400,
      body: {
        message: {
          sqlalchemy_uri: [
            'Skyset connects to duckdb:///<file> and awsathena+rest://@athena.<region>.amazonaws.com/<schema> databases only.',
          ],
        },
      },
    });
  });
});

describe('GET /api/v1/database/', () => {
  it("answers SQL Lab's database selector query with the list columns", async () => {
    // Arrange
    const id = await createShop('selector_shop');
    const q =
      '(filters:!((col:database_name,opr:ct,value:selector),(col:expose_in_sqllab,opr:eq,value:!t)),order_column:database_name,order_direction:asc,page:0,page_size:100)';

    // Act
    const response = await call('GET', `/api/v1/database/?q=${encodeURIComponent(q)}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        count: 1,
        ids: [id],
        result: [
          {
            id,
            uuid: expect.any(String),
            database_name: 'selector_shop',
            backend: 'duckdb',
            expose_in_sqllab: true,
            allow_run_async: false,
            allow_dml: false,
            allow_ctas: false,
            allow_cvas: false,
            allow_file_upload: false,
            allows_cost_estimate: true,
            allows_subquery: true,
            allows_virtual_table_explore: true,
            disable_data_preview: false,
            disable_drill_to_detail: false,
            allow_multi_catalog: false,
            explore_database_id: id,
            extra: '{}',
            force_ctas_schema: null,
            changed_on: expect.any(String),
            changed_on_delta_humanized: expect.any(String),
            created_by: { first_name: 'Admin', last_name: 'User' },
            changed_by: { first_name: 'Admin', last_name: 'User' },
            engine_information: {
              supports_file_upload: false,
              disable_ssh_tunneling: true,
              supports_dynamic_catalog: false,
              supports_oauth2: false,
            },
          },
        ],
      },
    });
  });
});

describe('GET /api/v1/database/{pk}', () => {
  it('shows the examples database without a connection string of its own', async () => {
    // Act
    const response = await call('GET', '/api/v1/database/1');

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        id: 1,
        result: expect.objectContaining({
          id: 1,
          database_name: 'examples',
          backend: 'duckdb',
          driver: 'duckdb_engine',
          sqlalchemy_uri: null,
          masked_encrypted_extra: null,
        }),
      },
    });
  });

  it('never shows a secret', async () => {
    // Arrange
    const id = await createShop('secret_shop', { masked_encrypted_extra: '{"token":"hunter2"}' });

    // Act
    const response = await call('GET', `/api/v1/database/${id}`);

    // Assert
    expect((response.body as { result: { masked_encrypted_extra: string } }).result.masked_encrypted_extra).toBe(
      '{"token":"XXXXXXXXXX"}',
    );
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
  });

  it.each([
    ['an unknown id', '/api/v1/database/4242', 404, { message: 'Database not found' }],
    ['an id that is not an integer', '/api/v1/database/x1', 404, { message: 'Not found' }],
  ])('answers %s', async (_case, path, status, body) => {
    // Act
    const response = await call('GET', path);

    // Assert
    expect(response).toEqual({ status, body });
  });
});

describe('browsing a registered DuckDB file', () => {
  let id: number;
  beforeAll(async () => {
    id = await createShop('browse_shop');
  });

  it('lists the file as the catalog and its schemas', async () => {
    // Act
    const catalogs = await call('GET', `/api/v1/database/${id}/catalogs/`);
    const schemas = await call('GET', `/api/v1/database/${id}/schemas/`);

    // Assert
    expect([catalogs.body, schemas.body]).toEqual([{ result: ['shop'] }, { result: ['main', 'sales'] }]);
  });

  it('lists a table without a dataset with extra null and a view without extra', async () => {
    // Act
    const response = await call('GET', `/api/v1/database/${id}/tables/?q=(schema_name:sales)`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        count: 2,
        result: [
          { value: 'big_orders', type: 'view' },
          { value: 'orders', type: 'table', extra: null },
        ],
      },
    });
  });

  it('describes a table with its primary key and comments', async () => {
    // Act
    const response = await call('GET', `/api/v1/database/${id}/table_metadata/?name=orders&schema=sales`);

    // Assert
    const primaryKey = { column_names: ['id'], name: 'orders_id_pkey', type: 'pk' };
    expect(response).toEqual({
      status: 200,
      body: {
        name: 'orders',
        columns: [
          { name: 'id', type: 'INTEGER', longType: 'INTEGER', keys: [primaryKey], comment: null },
          { name: 'amount', type: 'DECIMAL', longType: 'DECIMAL(10,2)', keys: [], comment: null },
          { name: 'note', type: 'VARCHAR', longType: 'VARCHAR', keys: [], comment: 'Free text' },
        ],
        selectStar: 'SELECT "id",\n       "amount",\n       "note"\nFROM "sales"."orders"\nLIMIT 100',
        primaryKey,
        foreignKeys: [],
        indexes: [],
        comment: 'One row per order',
      },
    });
  });
});

describe('PUT /api/v1/database/{pk}', () => {
  it('renames and changes flags, keeping what the payload does not name', async () => {
    // Arrange
    const id = await createShop('before_rename', { allow_dml: true });

    // Act
    const response = await call('PUT', `/api/v1/database/${id}`, {
      database_name: 'after_rename',
      expose_in_sqllab: false,
    });
    const shown = await call('GET', `/api/v1/database/${id}`);

    // Assert
    expect(response.status).toBe(200);
    expect((shown.body as { result: object }).result).toEqual(
      expect.objectContaining({
        database_name: 'after_rename',
        expose_in_sqllab: false,
        allow_dml: true,
        sqlalchemy_uri: shopUri,
      }),
    );
  });

  it('frees the old name on rename', async () => {
    // Arrange
    const id = await createShop('old_name');
    await call('PUT', `/api/v1/database/${id}`, { database_name: 'new_name' });

    // Act
    const reuse = await call('POST', '/api/v1/database/', { database_name: 'old_name', sqlalchemy_uri: shopUri });

    // Assert
    expect(reuse.status).toBe(201);
  });

  it('refuses a rename to a name in use with 422', async () => {
    // Arrange
    const id = await createShop('clash_source');

    // Act
    const response = await call('PUT', `/api/v1/database/${id}`, { database_name: 'examples' });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: { message: { database_name: ['A database with the same name already exists.'] } },
    });
  });
});

describe('DELETE /api/v1/database/{pk}', () => {
  it('deletes a database and frees its name', async () => {
    // Arrange
    const id = await createShop('to_delete');

    // Act
    const deleted = await call('DELETE', `/api/v1/database/${id}`);
    const shown = await call('GET', `/api/v1/database/${id}`);
    const recreated = await call('POST', '/api/v1/database/', { database_name: 'to_delete', sqlalchemy_uri: shopUri });

    // Assert
    expect([deleted, shown.status, recreated.status]).toEqual([{ status: 200, body: { message: 'OK' } }, 404, 201]);
  });

  it('refuses while datasets use the database', async () => {
    // Act
    const response = await call('DELETE', '/api/v1/database/1');

    // Assert
    expect(response).toEqual({ status: 422, body: { message: 'Cannot delete a database that has datasets attached' } });
  });
});

describe('POST /api/v1/database/test_connection/', () => {
  it('answers OK for a DuckDB file', async () => {
    // Act
    const response = await call('POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: shopUri });

    // Assert
    expect(response).toEqual({ status: 200, body: { message: 'OK' } });
  });

  it('answers 422 with a connection error type for a file that does not exist, its path left out', async () => {
    // Arrange
    const path = join(folder, 'absent.duckdb');

    // Act
    const response = await call('POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: `duckdb:///${path}` });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: {
        errors: [
          {
            message: 'IO Error: Cannot open database "<path>" in read-only mode: database does not exist',
            error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
            level: 'error',
            extra: { engine_name: 'DuckDB' },
          },
        ],
      },
    });
  });
});

describe('a Gamma user', () => {
  it('lists only the databases a grant reaches: none without one', async () => {
    // Act
    const response = await call('GET', '/api/v1/database/', undefined, gammaToken);

    // Assert
    expect(response).toEqual({ status: 200, body: { count: 0, ids: [], result: [] } });
  });

  it.each([
    ['create', 'POST', '/api/v1/database/', { database_name: 'gamma_db', sqlalchemy_uri: 'duckdb:///:memory:' }],
    ['update', 'PUT', '/api/v1/database/1', { expose_in_sqllab: false }],
    ['delete', 'DELETE', '/api/v1/database/1', undefined],
    ['test connections', 'POST', '/api/v1/database/test_connection/', { sqlalchemy_uri: 'duckdb:///:memory:' }],
  ])('may not %s databases', async (_case, method, path, body) => {
    // Act
    const response = await call(method, path, body, gammaToken);

    // Assert
    expect(response).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });
});
