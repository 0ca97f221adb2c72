import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import type { Answer, ApiClient, JsonBody } from '../helpers/api-client.ts';

/** Superset's own example bundle, copied unedited (see its README for provenance and licence). */
export const SUPERSET_EXAMPLES_DIR = resolve(import.meta.dirname, '../../fixtures/superset-examples');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A folder zipped as Superset expects an upload: every entry under one top folder `root`. */
export async function zipFolder(dir: string, root = 'assets_export'): Promise<Uint8Array> {
  const paths = (await filesUnder(dir)).sort();
  const entries = await Promise.all(
    paths.map(async (path) => [`${root}/${relative(dir, path)}`, new Uint8Array(await readFile(path))] as const),
  );
  return zipSync(Object.fromEntries(entries));
}

/** Files given as text, zipped under `root`. */
export const zipTexts = (files: Record<string, string>, root = 'bundle'): Uint8Array =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([path, text]) => [`${root}/${path}`, new TextEncoder().encode(text)]),
    ),
  );

/** A ZIP's entries as text, by path. */
export const unzipTexts = (bytes: Uint8Array): Record<string, string> =>
  Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([path, content]) => [path, new TextDecoder().decode(content)]),
  );

/** POST a bundle as Superset's client does: multipart with the ZIP under `field` and the other form fields. */
export function postBundle(
  client: ApiClient<JsonBody>,
  path: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  field = 'formData',
): Promise<Answer<JsonBody>> {
  const form = new FormData();
  form.append(field, new Blob([Buffer.from(bytes)], { type: 'application/zip' }), 'bundle.zip');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return client.request(path, { method: 'POST', body: form });
}

/** Superset's 422 answer of a failed import command, with the problems by file name. */
export const importError = (message: string, problems: Record<string, unknown>) => ({
  status: 422,
  body: {
    errors: [
      {
        message,
        error_type: 'GENERIC_COMMAND_ERROR',
        level: 'warning',
        extra: {
          ...problems,
          issue_codes: [{ code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' }],
        },
      },
    ],
  },
});
