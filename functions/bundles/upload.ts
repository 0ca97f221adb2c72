import { BadRequestError, PayloadTooLargeError } from '#shared/errors.ts';
import type { HttpRequest } from '../lib/http.ts';

/**
 * The largest bundle upload: Lambda takes a request of 6 MB at most and API Gateway sends binary bodies
 * base64-encoded, so 4 MiB of ZIP is what fits with room for the form around it.
 */
export const BUNDLE_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** An import request's archive and form fields, as Superset's import endpoints read them. */
export interface BundleUpload {
  bytes: Uint8Array;
  overwrite: boolean;
  overwriteAll: boolean;
  passwords: Record<string, string>;
}

function bodyBytes(request: HttpRequest): Uint8Array {
  const { body, isBase64Encoded } = request.event;
  const bytes = Buffer.from(body ?? '', isBase64Encoded ? 'base64' : 'utf8');
  if (bytes.byteLength > BUNDLE_UPLOAD_MAX_BYTES + 64 * 1024)
    throw new PayloadTooLargeError(`The upload is larger than ${BUNDLE_UPLOAD_MAX_BYTES} bytes`);
  return bytes;
}

/** `passwords` is a JSON object of strings by file name; anything else is a 400 naming the field. */
function parsePasswords(text: ReturnType<FormData['get']>): Record<string, string> {
  if (text === null || text === '') return {};
  try {
    const value: unknown = JSON.parse(String(text));
    if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.values(value).every((item) => typeof item === 'string')
    ) {
      return value as Record<string, string>;
    }
  } catch {
    // Answered below, as for any other shape.
  }
  throw new BadRequestError('passwords must be a JSON object of strings by file name');
}

/**
 * Read a multipart import request: the archive from `fileField` (`formData`, or `bundle` for assets), `overwrite`
 * and `overwrite_all` (only the text `true` means yes) and `passwords`. 400 `{"message": "Request is not a form"}`
 * for another body, 400 `Bad request` without the file, as Flask-AppBuilder's `response_400`.
 */
export async function readUpload(request: HttpRequest, fileField: string): Promise<BundleUpload> {
  const contentType = request.event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw new BadRequestError('Request is not a form');
  let form: FormData;
  try {
    form = await new Response(Buffer.from(bodyBytes(request)), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw error;
    throw new BadRequestError('Request is not a form');
  }
  const file = form.get(fileField);
  if (file === null || typeof file === 'string') throw new BadRequestError('Bad request');
  if (file.size > BUNDLE_UPLOAD_MAX_BYTES)
    throw new PayloadTooLargeError(`The upload is larger than ${BUNDLE_UPLOAD_MAX_BYTES} bytes`);
  return {
    bytes: new Uint8Array(await file.arrayBuffer()),
    overwrite: form.get('overwrite') === 'true',
    overwriteAll: form.get('overwrite_all') === 'true',
    passwords: parsePasswords(form.get('passwords')),
  };
}
