import { ValidationError } from '#shared/errors.ts';
import type { DatabaseRecord } from '../lib/records/database-schema.ts';

/** What Superset answers in place of a secret (its PASSWORD_MASK). */
export const PASSWORD_MASK = 'XXXXXXXXXX';

/** A DuckDB file (`path`), or an in-memory database (`path` null). */
export interface DuckDbConnection {
  backend: 'duckdb';
  path: string | null;
  /** What followed the path (`?threads=2`, `#x`): duckdb-engine's engine settings, which Skyset does not take. */
  parameters?: string;
}

/** An Athena connection: every part optional, the deployment's settings fill the gaps. */
export interface AthenaConnection {
  backend: 'awsathena';
  region?: string;
  schema?: string;
  workGroup?: string;
  s3StagingDir?: string;
  catalog?: string;
}

export type Connection = DuckDbConnection | AthenaConnection;

const SUPPORTED =
  'Skyset connects to duckdb:///<file> and awsathena+rest://@athena.<region>.amazonaws.com/<schema> databases only.';
const invalid = (problem: string): ValidationError => new ValidationError({ sqlalchemy_uri: [problem] });

/**
 * Reads a SQLAlchemy connection string the way SQLAlchemy does: `duckdb:///rel.duckdb` is relative,
 * `duckdb:////abs/file.duckdb` absolute, `duckdb:///:memory:` (or no path) in memory. A 400 names what is wrong.
 */
export function parseConnectionUri(uri: string): Connection {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(uri.trim())?.[1]?.toLowerCase();
  if (scheme === undefined) {
    throw invalid(
      'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name',
    );
  }
  if (scheme === 'duckdb') return parseDuckDb(uri.trim());
  if (scheme === 'awsathena' || scheme.startsWith('awsathena+')) return parseAthena(uri.trim());
  throw invalid(SUPPORTED);
}

function parseDuckDb(uri: string): DuckDbConnection {
  const after = uri.slice('duckdb://'.length);
  const end = after.search(/[?#]/);
  const rest = end === -1 ? after : after.slice(0, end);
  if (rest !== '' && !rest.startsWith('/'))
    throw invalid('A DuckDB connection string has no host: duckdb:///<path to file>');
  const path = decodeURIComponent(rest.slice(1));
  const connection: DuckDbConnection = { backend: 'duckdb', path: path === '' || path === ':memory:' ? null : path };
  return end === -1 ? connection : { ...connection, parameters: after.slice(end) };
}

function parseAthena(uri: string): AthenaConnection {
  let url: URL;
  try {
    url = new URL(uri.replace(/^[^:]+:/, 'https:'));
  } catch {
    throw invalid('Invalid Athena connection string');
  }
  const region = /^athena\.([a-z0-9-]+)\.amazonaws\.com(\.cn)?$/.exec(url.hostname)?.[1];
  if (url.hostname !== '' && region === undefined)
    throw invalid('The Athena host must be athena.<region>.amazonaws.com');
  const param = (name: string): string | undefined => url.searchParams.get(name) || undefined;
  const schema = decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined;
  return dropUndefined({
    backend: 'awsathena' as const,
    region,
    schema,
    workGroup: param('work_group'),
    s3StagingDir: param('s3_staging_dir'),
    catalog: param('catalog_name'),
  });
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T;
}

/** The backend a connection string names, as Superset's `backend`. */
export function backendOf(uri: string): DatabaseRecord['backend'] {
  return parseConnectionUri(uri).backend;
}

const PASSWORD = /^([^:/]+:\/\/[^:@/]*:)([^@/]*)(@)/;

/** The connection string with its password (if any) replaced by the mask, as Superset shows it. */
export function maskUriPassword(uri: string): string {
  return uri.replace(PASSWORD, (_all, head: string, password: string, at: string) =>
    password === '' ? `${head}${at}` : `${head}${PASSWORD_MASK}${at}`,
  );
}

/** An edited connection string whose password is still the mask gets the stored password back (Superset's behaviour). */
export function restoreUriPassword(incoming: string, stored: string | null): string {
  const masked = PASSWORD.exec(incoming);
  if (!masked || masked[2] !== PASSWORD_MASK || stored === null) return incoming;
  const storedPassword = PASSWORD.exec(stored)?.[2] ?? '';
  return incoming.replace(
    PASSWORD,
    (_all, head: string, _password: string, at: string) => `${head}${storedPassword}${at}`,
  );
}
