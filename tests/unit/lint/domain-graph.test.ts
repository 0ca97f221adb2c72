import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The back end's domains import each other one way. Lint keeps every cross-domain import on a domain's face; this
 * test reads which domain imports which, and finds no two domains importing each other.
 */
const FUNCTIONS = resolve('functions');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The domain a file of functions/ belongs to; undefined for lib (the layer below the domains) and the manifest. */
function domainOf(path: string): string | undefined {
  const parts = relative(FUNCTIONS, path).split(sep);
  return parts.length > 1 && parts[0] !== 'lib' ? parts[0] : undefined;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g;

/** Each domain and the other domains it imports. */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FUNCTIONS)) {
    const from = domainOf(file);
    if (from === undefined) continue;
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = specifier.startsWith('#functions/')
        ? join(FUNCTIONS, specifier.slice('#functions/'.length))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : undefined;
      const to = target === undefined ? undefined : domainOf(target);
      if (to !== undefined && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

describe('the domain import graph', () => {
  it('has no pair of domains importing each other', () => {
    // Arrange
    const graph = domainGraph();

    // Act
    const mutual = [...graph].flatMap(([from, targets]) =>
      [...targets].filter((to) => from < to && graph.get(to)?.has(from)).map((to) => `${from}<->${to}`),
    );

    // Assert
    expect(mutual).toEqual([]);
  });
});
