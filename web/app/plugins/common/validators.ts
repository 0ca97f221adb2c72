import type { ControlValidator } from '../types.ts';

/** Superset's `validateNonEmpty`: null, blank text and empty lists "cannot be empty". */
export const validateNonEmpty: ControlValidator = (value) => {
  const empty =
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return empty ? 'cannot be empty' : undefined;
};

/** Superset's `validateInteger`: blank is fine, otherwise a whole number. */
export const validateInteger: ControlValidator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(number) ? undefined : 'is expected to be an integer';
};

/** Superset's `validateNumber`: blank is fine, otherwise a number. */
export const validateNumber: ControlValidator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(number) ? undefined : 'is expected to be a number';
};

/** Superset's `validateMaxValue`: a number (or numeric text, as free-form selects store it) no greater than `max`. */
export const validateMaxValue =
  (max: number): ControlValidator =>
  (value) =>
    (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) && Number(value) > max
      ? `Value cannot exceed ${max}`
      : undefined;
