import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATOR_VERSION, examplesFolder, manifestPath } from '#infra/local/data/manifest.ts';

describe('examplesFolder', () => {
  it('uses examples/ at scale 1 and examples-x<N>/ otherwise', () => {
    // Arrange
    const dataDir = join('/data', 'skyset');

    // Act
    const folders = [examplesFolder(dataDir), examplesFolder(dataDir, 1), examplesFolder(dataDir, 10)];

    // Assert
    expect(folders).toEqual([join(dataDir, 'examples'), join(dataDir, 'examples'), join(dataDir, 'examples-x10')]);
  });
});

describe('manifestPath', () => {
  it('names manifest.json inside the folder', () => {
    // Arrange
    const folder = join('/data', 'examples');

    // Act
    const path = manifestPath(folder);

    // Assert
    expect(path).toBe(join(folder, 'manifest.json'));
  });
});

describe('GENERATOR_VERSION', () => {
  it('joins the revision and an 8-hex-digit catalog fingerprint', () => {
    // Arrange
    const pattern = /^\d+\.[0-9a-f]{8}$/;

    // Act
    const matches = pattern.test(GENERATOR_VERSION);

    // Assert
    expect(matches).toBe(true);
  });
});
