import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BundleCommandError } from '#functions/bundles/errors.ts';
import { secureFilename } from '#functions/bundles/export/file-names.ts';
import { BUNDLE_LIMITS, readBundle, writeBundle } from '#functions/bundles/zip.ts';

const text = (value: string) => new TextEncoder().encode(value);

/** The message a refused archive answers with. */
function refusal(bytes: Uint8Array, limits = BUNDLE_LIMITS): string {
  try {
    readBundle(bytes, limits);
  } catch (error) {
    if (error instanceof BundleCommandError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('readBundle', () => {
  it("keeps YAML files below the top folder, as Superset's get_contents_from_bundle", () => {
    // Arrange
    const bytes = zipSync({
      'export/metadata.yaml': text('version: 1.0.0'),
      'export/charts/a.yml': text('slice_name: A'),
      'export/charts/.hidden.yaml': text('x: 1'),
      'export/charts/_private.yaml': text('x: 1'),
      'export/README.md': text('# readme'),
      'top.yaml': text('x: 1'),
    });

    // Act
    const files = readBundle(bytes);

    // Assert
    expect(Object.fromEntries(files)).toEqual({ 'metadata.yaml': 'version: 1.0.0', 'charts/a.yml': 'slice_name: A' });
  });

  it('reads back what writeBundle wrote', () => {
    // Act
    const files = readBundle(
      writeBundle('dashboard_export_20260101T000000', new Map([['metadata.yaml', 'version: 1.0.0\n']])),
    );

    // Assert
    expect(Object.fromEntries(files)).toEqual({ 'metadata.yaml': 'version: 1.0.0\n' });
  });

  it.each([
    ['not a ZIP', text('plain text'), BUNDLE_LIMITS, 'Not a ZIP file'],
    [
      'too many entries',
      zipSync({ 'b/1.yaml': text('a: 1'), 'b/2.yaml': text('a: 2'), 'b/3.yaml': text('a: 3') }),
      { ...BUNDLE_LIMITS, maxEntries: 2 },
      'The ZIP file has more than 2 entries',
    ],
    [
      'an entry too big',
      zipSync({ 'b/big.yaml': new Uint8Array(2048).fill(65) }),
      { ...BUNDLE_LIMITS, maxEntryBytes: 1024 },
      'Found file with size above allowed threshold',
    ],
    [
      'too big in all',
      zipSync({ 'b/1.yaml': new Uint8Array(800).fill(65), 'b/2.yaml': new Uint8Array(800).fill(66) }),
      { ...BUNDLE_LIMITS, maxTotalBytes: 1024 },
      'Found file with size above allowed threshold',
    ],
    [
      'compressed too well',
      zipSync({ 'b/zeros.yaml': new Uint8Array(1024 * 1024) }),
      BUNDLE_LIMITS,
      'Zip compress ratio above allowed threshold',
    ],
  ])('refuses %s', (_case, bytes, limits, message) => {
    // Act
    const answer = refusal(bytes, limits);

    // Assert
    expect(answer).toBe(message);
  });
});

describe('secureFilename', () => {
  it.each([
    ['Sales Dashboard', 'Sales_Dashboard'],
    ["World Bank's Data", 'World_Banks_Data'],
    ['../../etc/passwd', 'etc_passwd'],
    ['Café crème', 'Cafe_creme'],
    ['  ._hidden_. ', 'hidden'],
  ])('makes %j %j', (name, expected) => {
    // Assert
    expect(secureFilename(name)).toBe(expected);
  });
});
