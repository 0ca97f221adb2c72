import { AppError } from '#shared/errors.ts';
import { FieldError } from '../lib/field-error.ts';

/** Superset's `AnnotationLayerNameUniquenessValidationError`, answered 422 under `name`. */
export const layerNameTaken = (): FieldError => new FieldError({ name: ['Name must be unique'] }, 422);

/** Superset's `AnnotationLayerDeleteIntegrityError`: a layer holding annotations stays. */
export const layerInUse = (): AppError =>
  new AppError(422, 'Annotation layer has associated annotations.', { errorType: 'GENERIC_COMMAND_ERROR' });

/** Superset's `AnnotationLayerNotFoundError`, as annotation creation answers it (400). */
export const layerNotFound = (): AppError =>
  new AppError(400, 'Annotation layer not found.', { errorType: 'GENERIC_COMMAND_ERROR' });

/** Superset's words for an annotation whose name its layer already holds. */
export const SHORT_DESCR_TAKEN = 'Short description must be unique for this layer';

/** Superset's words for an annotation ending before it starts (reported under `start_dttm`). */
export const END_BEFORE_START = 'End date must be after start date';
