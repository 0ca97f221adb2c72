import { describe, expect, it } from 'vitest';
import { BundleCommandError } from '#functions/bundles/errors.ts';
import { CONFIG_MAX_BYTES, loadConfigs } from '#functions/bundles/import/load-configs.ts';

const METADATA = 'version: 1.0.0\ntype: Slice\n';
const CHART =
  'slice_name: A\nviz_type: table\nuuid: 0d7c1f4e-2b59-4c5e-9f5a-3e1f6c2a9b10\nversion: 1.0.0\ndataset_uuid: 6f1e2d3c-4b5a-4978-8a69-5b4c3d2e1f00\n';

const load = (files: Record<string, string>, passwords: Record<string, string> = {}) =>
  loadConfigs(new Map(Object.entries(files)), { modelType: 'Slice', passwords });

describe('loadConfigs', () => {
  it('reads a valid chart and ignores files outside the four folders', () => {
    // Act
    const { configs, problems } = load({ 'metadata.yaml': METADATA, 'charts/A.yaml': CHART, 'themes/x.yaml': 'a: 1' });

    // Assert
    expect([problems, [...configs.charts.keys()], configs.charts.get('charts/A.yaml')?.slice_name]).toEqual([
      {},
      ['charts/A.yaml'],
      'A',
    ]);
  });

  it.each([
    [
      'too big to store',
      `${CHART}description: "${'x'.repeat(CONFIG_MAX_BYTES)}"\n`,
      `File is larger than ${CONFIG_MAX_BYTES} bytes`,
    ],
    ['nested too deeply', `${CHART}params: ${'['.repeat(40)}${']'.repeat(40)}\n`, 'File is nested too deeply'],
    [
      'an unpaired surrogate',
      `${CHART}description: "\\ud800"\n`,
      'File holds a NUL character or an unpaired surrogate',
    ],
    ['no YAML', 'slice_name: [', 'Not a valid YAML file'],
  ])('names a file %s', (_case, text, problem) => {
    // Act
    const { problems } = load({ 'metadata.yaml': METADATA, 'charts/A.yaml': text });

    // Assert
    expect(problems).toEqual({ 'charts/A.yaml': problem });
  });

  it('puts the password a request gives into its database config', () => {
    // Act
    const { configs } = load(
      {
        'metadata.yaml': METADATA,
        'databases/db.yaml':
          'database_name: db\nsqlalchemy_uri: duckdb:///x.duckdb\nuuid: 2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d\nversion: 1.0.0\n',
      },
      { 'databases/db.yaml': 'secret' },
    );

    // Assert
    expect(configs.databases.get('databases/db.yaml')?.password).toBe('secret');
  });

  it.each([
    ['without metadata.yaml', { 'charts/A.yaml': CHART }],
    ['of another version', { 'metadata.yaml': 'version: 2.0.0\n', 'charts/A.yaml': CHART }],
  ])('finds no importer for a bundle %s', (_case, files) => {
    // Act
    const attempt = () => load(files);

    // Assert
    expect(attempt).toThrow(new BundleCommandError(422, 'Could not find a valid command to import file'));
  });
});
