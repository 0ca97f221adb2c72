import { PASSWORD_MASK } from './connection-uri.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);

function maskValue(value: Json): Json {
  if (Array.isArray(value)) return value.map(maskValue);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskValue(inner)]));
  return value === null ? null : PASSWORD_MASK;
}

/**
 * `masked_encrypted_extra` as answered: the keys stay (the form needs them), every value is the mask. Superset masks
 * only the fields an engine declares secret; Skyset's engines declare none, so nothing of it is shown.
 */
export function maskSecretExtra(text: string | null): string | null {
  if (text === null) return null;
  return JSON.stringify(maskValue(JSON.parse(text) as Json));
}

function restoreValue(incoming: Json, stored: Json | undefined): Json {
  if (incoming === PASSWORD_MASK) return stored ?? incoming;
  if (isObject(incoming)) {
    const storedObject = isObject(stored) ? stored : {};
    return Object.fromEntries(
      Object.entries(incoming).map(([key, inner]) => [key, restoreValue(inner, storedObject[key])]),
    );
  }
  return incoming;
}

/** An edited secret whose values are still masks keeps the stored values there; new values replace them. */
export function restoreSecretExtra(incoming: string | null, stored: string | null): string | null {
  if (incoming === null || stored === null) return incoming;
  return JSON.stringify(restoreValue(JSON.parse(incoming) as Json, JSON.parse(stored) as Json));
}
