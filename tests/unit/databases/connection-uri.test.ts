import { describe, expect, it } from 'vitest';
import { ValidationError } from '#shared/errors.ts';
import { maskUriPassword, parseConnectionUri, restoreUriPassword } from '#functions/databases/connection-uri.ts';

describe('parseConnectionUri', () => {
  it.each([
    ['duckdb:////tmp/data/shop.duckdb', '/tmp/data/shop.duckdb'],
    ['duckdb:///relative/shop.duckdb', 'relative/shop.duckdb'],
    ['duckdb:///:memory:', null],
    ['duckdb://', null],
    ['duckdb:////tmp/my%20file.duckdb', '/tmp/my file.duckdb'],
  ])('reads %s as SQLAlchemy does', (uri, path) => {
    // Act
    const connection = parseConnectionUri(uri);

    // Assert
    expect(connection).toEqual({ backend: 'duckdb', path });
  });

  it.each([
    ['duckdb:////tmp/my%20file.duckdb?threads=2', '/tmp/my file.duckdb', '?threads=2'],
    ['duckdb:///:memory:?database=/etc/passwd', null, '?database=/etc/passwd'],
    ['duckdb:///:memory:#x', null, '#x'],
    ['duckdb://?access_mode=read_write', null, '?access_mode=read_write'],
  ])('keeps what follows the path of %s apart, for the checks to refuse', (uri, path, parameters) => {
    // Act
    const connection = parseConnectionUri(uri);

    // Assert
    expect(connection).toEqual({ backend: 'duckdb', path, parameters });
  });

  it('reads every part of an Athena connection string', () => {
    // Arrange
    const uri =
      'awsathena+rest://@athena.eu-west-1.amazonaws.com:443/sales?s3_staging_dir=s3%3A%2F%2Fbucket%2Fout%2F&work_group=analysts&catalog_name=lake';

    // Act
    const connection = parseConnectionUri(uri);

    // Assert
    expect(connection).toEqual({
      backend: 'awsathena',
      region: 'eu-west-1',
      schema: 'sales',
      workGroup: 'analysts',
      s3StagingDir: 's3://bucket/out/',
      catalog: 'lake',
    });
  });

  it('reads an Athena connection string that names only the region', () => {
    // Act
    const connection = parseConnectionUri('awsathena+rest://@athena.us-east-1.amazonaws.com/');

    // Assert
    expect(connection).toEqual({ backend: 'awsathena', region: 'us-east-1' });
  });

  it.each([
    [
      'postgresql://user:pw@db/app',
      'Skyset connects to duckdb:///<file> and awsathena+rest://@athena.<region>.amazonaws.com/<schema> databases only.',
    ],
    [
      'not a uri',
      'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name',
    ],
    ['duckdb://host/file.duckdb', 'A DuckDB connection string has no host: duckdb:///<path to file>'],
    ['awsathena+rest://@example.com/db', 'The Athena host must be athena.<region>.amazonaws.com'],
  ])('refuses %s naming the problem', (uri, problem) => {
    // Act
    const attempt = () => parseConnectionUri(uri);

    // Assert
    expect(attempt).toThrow(ValidationError);
    expect(catchBody(attempt)).toEqual({ message: { sqlalchemy_uri: [problem] } });
  });
});

function catchBody(attempt: () => unknown): unknown {
  try {
    attempt();
  } catch (error) {
    return (error as ValidationError).toBody();
  }
  return undefined;
}

describe('password masking', () => {
  it('masks the password of a connection string', () => {
    // Act
    const masked = maskUriPassword('awsathena+rest://AKIAEXAMPLE:s3cr%2Ft@athena.eu-west-1.amazonaws.com/sales');

    // Assert
    expect(masked).toBe('awsathena+rest://AKIAEXAMPLE:XXXXXXXXXX@athena.eu-west-1.amazonaws.com/sales');
  });

  it('leaves a connection string without a password as it is', () => {
    // Act
    const masked = maskUriPassword('awsathena+rest://@athena.eu-west-1.amazonaws.com/sales');

    // Assert
    expect(masked).toBe('awsathena+rest://@athena.eu-west-1.amazonaws.com/sales');
  });

  it('restores the stored password behind a mask', () => {
    // Act
    const restored = restoreUriPassword(
      'awsathena+rest://AKIAEXAMPLE:XXXXXXXXXX@athena.eu-west-1.amazonaws.com/other',
      'awsathena+rest://AKIAEXAMPLE:s3cr%2Ft@athena.eu-west-1.amazonaws.com/sales',
    );

    // Assert
    expect(restored).toBe('awsathena+rest://AKIAEXAMPLE:s3cr%2Ft@athena.eu-west-1.amazonaws.com/other');
  });

  it('keeps a new password', () => {
    // Act
    const restored = restoreUriPassword(
      'awsathena+rest://KEY:new@athena.eu-west-1.amazonaws.com/',
      'awsathena+rest://KEY:old@athena.eu-west-1.amazonaws.com/',
    );

    // Assert
    expect(restored).toBe('awsathena+rest://KEY:new@athena.eu-west-1.amazonaws.com/');
  });
});
