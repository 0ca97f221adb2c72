import { LOGO_DATA_URL_MAX_LENGTH } from '#shared/api/theme-tokens.ts';

/** The image types a logo may be uploaded as (no SVG: an SVG may carry script). */
export const LOGO_FILE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The largest logo file, in bytes, whose data: URL the API keeps (base64 grows it by a third). */
export const LOGO_FILE_MAX_BYTES = Math.floor(((LOGO_DATA_URL_MAX_LENGTH - 64) * 3) / 4);

/** A logo file as the data: URL the theme keeps; refused, with the reason, when the API would refuse it. */
export function logoDataUrl(file: File): Promise<string> {
  if (!(LOGO_FILE_TYPES as readonly string[]).includes(file.type))
    return Promise.reject(new Error('The logo must be a PNG, JPEG, GIF or WebP image.'));
  if (file.size > LOGO_FILE_MAX_BYTES)
    return Promise.reject(
      new Error(`The logo must be at most ${Math.floor(LOGO_FILE_MAX_BYTES / 1024)} KB; link a larger one by its URL.`),
    );
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The logo could not be read.'));
    reader.readAsDataURL(file);
  });
}
