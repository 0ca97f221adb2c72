import { describe, expect, it } from 'vitest';
import { withoutServerPaths } from '#functions/lib/server-paths.ts';

describe('withoutServerPaths', () => {
  it.each([
    [
      'Permission Error: Cannot access file "/tmp/skyset-it-x1/keys/jwt-es256.pem" - file system operations are disabled by configuration',
      'Permission Error: Cannot access file "<path>" - file system operations are disabled by configuration',
    ],
    [
      'Permission Error: Cannot access directory "/root/.duckdb/extensions/v1.5.6/linux_amd64"',
      'Permission Error: Cannot access directory "<path>"',
    ],
    [
      "IO Error: No files found that match the pattern '/srv/my data/*.parquet'",
      "IO Error: No files found that match the pattern '<path>'",
    ],
    [
      'IO Error: Could not set lock on file: Conflicting lock is held in /usr/bin/node (PID 42).',
      'IO Error: Could not set lock on file: Conflicting lock is held in <path> (PID 42).',
    ],
    ['Catalog Error: cannot open /work/data/tenants/acme/shop.duckdb.', 'Catalog Error: cannot open <path>.'],
  ])('replaces the paths of %j', (text, expected) => {
    // Act
    const scrubbed = withoutServerPaths(text);

    // Assert
    expect(scrubbed).toBe(expected);
  });

  it.each([
    'Catalog Error: Table with name birth_names does not exist!',
    'Out of Range Error: 1/0 is not allowed and a/b stays',
    "Invalid Input Error: location 's3://bucket/tenants/acme/results/' is not writable",
    'Conversion Error: Could not convert string 2024/01/31 to DATE',
    'Binder Error: Referenced column "ds" not found',
  ])('leaves %j as it is', (text) => {
    // Act
    const scrubbed = withoutServerPaths(text);

    // Assert
    expect(scrubbed).toBe(text);
  });
});
