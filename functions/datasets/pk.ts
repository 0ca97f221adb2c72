import { BadRequestError } from '#shared/errors.ts';

/** A dataset id from a path or query parameter; 400 naming the parameter when it is not a positive integer. */
export function parseDatasetId(text: string | undefined, parameter = 'pk'): number {
  const value = (text ?? '').trim();
  const id = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1) {
    throw new BadRequestError(`Invalid ${parameter}: expected a positive integer`);
  }
  return id;
}
