import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticFiles, type StaticServer } from '../../integration/helpers/static-server.ts';

/** The image shipped at the path Superset's USA Births Names markdown names. */
const SHIPPED_BABIES = join(import.meta.dirname, '../../../web/public/static/assets/images/babies.png');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PAGE = '<!DOCTYPE html><html><body></body></html>';

let web: StaticServer;
let webDir: string;
let babies: Buffer;

beforeAll(async () => {
  babies = await readFile(SHIPPED_BABIES);
  webDir = await mkdtemp(join(tmpdir(), 'skyset-static-'));
  await writeFile(join(webDir, 'index.html'), PAGE);
  await mkdir(join(webDir, 'static/assets/images'), { recursive: true });
  await writeFile(join(webDir, 'static/assets/images/babies.png'), babies);
  web = await serveStaticFiles(webDir);
});

afterAll(async () => {
  await web?.close();
  await rm(webDir, { recursive: true, force: true });
});

/** Status, content type and body of a GET, the body as text unless it is an image. */
async function get(path: string): Promise<[number, string | null, string | Buffer]> {
  const response = await fetch(`${web.url}${path}`);
  const type = response.headers.get('content-type');
  const body = type?.startsWith('image/') ? Buffer.from(await response.arrayBuffer()) : await response.text();
  return [response.status, type, body];
}

describe('static files of the local gateway', () => {
  it("ships a PNG at the path of the image Superset's USA Births Names markdown shows", () => {
    // Act
    const signature = [...babies.subarray(0, 8)];

    // Assert
    expect(signature).toEqual(PNG_SIGNATURE);
  });

  it("answers Superset's example image path with the image", async () => {
    // Act
    const answer = await get('/static/assets/images/babies.png');

    // Assert
    expect(answer).toEqual([200, 'image/png', babies]);
  });

  it.each([
    '/static/assets/images/unknown.png',
    '/static/assets/images/unknown',
    '/assets/gone-1234.js',
    '/favicon.ico',
  ])('answers the missing file %s with 404, not the app page', async (path) => {
    // Act
    const answer = await get(path);

    // Assert
    expect(answer).toEqual([404, 'text/plain; charset=utf-8', 'Not found']);
  });

  it.each(['/superset/dashboard/1/', '/sqllab/', '/'])('answers the app route %s with the app page', async (path) => {
    // Act
    const answer = await get(path);

    // Assert
    expect(answer).toEqual([200, 'text/html; charset=utf-8', PAGE]);
  });
});
