import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import { REPO_ROOT } from './paths.ts';

/**
 * A back-end domain's `index.ts` is its public face (eslint.config.js): other domains import from it only. To a bundler
 * a face is a barrel, and esbuild makes a lazy chunk of every `import()` in every module a barrel reaches, used or
 * not, which reshuffles the chunks a cold start reads. So function bundles see through faces: an import from a face
 * becomes an import from the module that defines each name, and a bundle holds what it held before faces existed.
 */

const FUNCTIONS_DIR = resolve(REPO_ROOT, 'functions') + sep;

/** The face of a domain: `functions/<domain>/index.ts`, `lib` being the layer below the domains and having none. */
export function isDomainFace(path: string): boolean {
  if (!path.startsWith(FUNCTIONS_DIR)) return false;
  const parts = path.slice(FUNCTIONS_DIR.length).split(sep);
  return parts.length === 2 && parts[1] === 'index.ts' && parts[0] !== 'lib';
}

/** One name of an import or export list: `name`, `name as alias`, or either behind `type`. */
interface Specifier {
  name: string;
  alias: string;
  typeOnly: boolean;
}

function specifiers(list: string): Specifier[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      const typeOnly = /^type\s/.test(item);
      const [name = '', alias = name] = item.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name, alias, typeOnly };
    });
}

/** A face's lines: `export { a, type T } from './x.ts';` and `export type { T } from './y.ts';`, nothing else. */
const RE_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/g;

/** The module that defines each value a face exports, and the name it has there. Types are left out: esbuild drops them. */
export function faceValues(
  facePath: string,
  source = readFileSync(facePath, 'utf8'),
): Map<string, { module: string; name: string }> {
  const values = new Map<string, { module: string; name: string }>();
  for (const [, typeOnlyList, list = '', from = ''] of source.matchAll(RE_EXPORT)) {
    if (typeOnlyList) continue;
    for (const { name, alias, typeOnly } of specifiers(list)) {
      if (!typeOnly) values.set(alias, { module: resolve(dirname(facePath), from), name });
    }
  }
  return values;
}

const FACE_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+\/index\.ts)';/g;

/**
 * `source` (the file at `path`) with each import from a domain face replaced by imports from the modules behind it, on
 * the same line so source maps still point at the right lines; undefined when it imports no face.
 */
export function withFacesSeenThrough(
  path: string,
  source: string,
  faceOf: (facePath: string) => Map<string, { module: string; name: string }>,
): string | undefined {
  let changed = false;
  const rewritten = source.replace(
    FACE_IMPORT,
    (statement, typeOnlyList: string | undefined, list: string, from: string) => {
      const facePath = resolve(dirname(path), from);
      if (!isDomainFace(facePath)) return statement;
      changed = true;
      // Keeps the statement's line breaks, so the lines after it keep their numbers.
      const breaks = '\n'.repeat(statement.split('\n').length - 1);
      if (typeOnlyList) return breaks;
      const byModule = new Map<string, string[]>();
      for (const { name, alias, typeOnly } of specifiers(list)) {
        if (typeOnly) continue;
        const target = faceOf(facePath).get(name);
        if (!target) throw new Error(`${path} imports ${name} from ${from}, which does not export it`);
        byModule.set(target.module, [
          ...(byModule.get(target.module) ?? []),
          target.name === alias ? alias : `${target.name} as ${alias}`,
        ]);
      }
      return (
        [...byModule]
          .map(([module, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(module)};`)
          .join(' ') + breaks
      );
    },
  );
  return changed ? rewritten : undefined;
}

/** The esbuild plugin of function bundles (bundling.ts) that reads imports from faces as imports from their modules. */
export function domainFacesPlugin(): Plugin {
  return {
    name: 'domain-faces',
    setup(build) {
      const faces = new Map<string, Map<string, { module: string; name: string }>>();
      const faceOf = (facePath: string) => {
        if (!faces.has(facePath)) faces.set(facePath, faceValues(facePath));
        return faces.get(facePath)!;
      };
      build.onLoad({ filter: /[\\/]functions[\\/].*\.ts$/ }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        const contents = source.includes("/index.ts'") ? withFacesSeenThrough(path, source, faceOf) : undefined;
        return contents === undefined ? undefined : { contents, loader: 'ts' };
      });
    },
  };
}
