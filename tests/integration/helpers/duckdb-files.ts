import { DuckDBInstance } from '@duckdb/node-api';

/** A DuckDB file with one table `books` of one `title`, written outside the runtime as a tenant's own data would be. */
export async function writeDuckDbFile(path: string, title: string): Promise<void> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(`CREATE TABLE books AS SELECT '${title.replaceAll("'", "''")}' AS title`);
  connection.closeSync();
  instance.closeSync();
}
