import { mkdtempSync } from 'node:fs';
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveTenantFile } from '#functions/databases/connection/tenant-files.ts';

// Made when the file loads: the test tables below name paths inside it.
const data = mkdtempSync(join(tmpdir(), 'skyset-tenant-files-'));
const root = join(data, 'tenants');
const acme = join(root, 'acme');
const refusal = {
  problem:
    "DuckDB files must be given by an absolute path inside this tenant's folder (<SKYSET_DATA_DIR>/tenants/acme/), without '..' or links leading out of it.",
};

beforeAll(async () => {
  await mkdir(join(acme, 'sub'), { recursive: true });
  await mkdir(join(root, 'globex'), { recursive: true });
  await mkdir(join(data, 'keys'));
  await writeFile(join(acme, 'shop.duckdb'), '');
  await writeFile(join(root, 'globex', 'books.duckdb'), '');
  await writeFile(join(data, 'keys', 'jwt-es256.pem'), '');
  await symlink(join(data, 'keys', 'jwt-es256.pem'), join(acme, 'key.duckdb'));
  await symlink(join(root, 'globex'), join(acme, 'globex-link'));
});

afterAll(async () => {
  await rm(data, { recursive: true, force: true });
});

describe('resolveTenantFile', () => {
  it.each([
    ['an existing file', join(acme, 'shop.duckdb')],
    ['a file still to be created', join(acme, 'sub', 'new.duckdb')],
  ])("accepts %s inside the tenant's folder", async (_case, path) => {
    // Act
    const resolved = await resolveTenantFile(root, 'acme', path);

    // Assert
    expect(resolved).toEqual({ file: path });
  });

  it.each([
    ['a relative path', 'shop.duckdb'],
    ['a path relative to the working folder', './tenants/acme/shop.duckdb'],
    ['another tenant folder', join(root, 'globex', 'books.duckdb')],
    ['a climb out with ..', `${acme}/../globex/books.duckdb`],
    ['a climb that lands back inside', `${acme}/sub/../shop.duckdb`],
    ['a . segment', `${acme}/./shop.duckdb`],
    ['the signing key', join(data, 'keys', 'jwt-es256.pem')],
    ['a file link leading out', join(acme, 'key.duckdb')],
    ['a folder link leading out', join(acme, 'globex-link', 'books.duckdb')],
    ['a folder named like the tenant', `${acme}-evil/shop.duckdb`],
    ['the tenant folder itself', acme],
    ['a file in a folder that does not exist', join(root, 'initech', 'x.duckdb')],
    ['a NUL byte', `${acme}/shop.duckdb\0.txt`],
  ])('refuses %s', async (_case, path) => {
    // Act
    const resolved = await resolveTenantFile(root, 'acme', path);

    // Assert
    expect(resolved).toEqual(refusal);
  });

  it('refuses every file where the deployment keeps no tenant files', async () => {
    // Act
    const resolved = await resolveTenantFile(undefined, 'acme', join(acme, 'shop.duckdb'));

    // Assert
    expect(resolved).toEqual({ problem: 'DuckDB files are not available in this deployment.' });
  });
});
