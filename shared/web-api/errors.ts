import * as z from 'zod';
import { ERROR_TYPES } from '../error-types.ts';

/**
 * Superset's two error shapes as the browser receives them, for parsing failed responses.
 * `message` is usually a string but a schema validation failure answers a map of field -> problems.
 */
export const MessageErrorBody = z.looseObject({
  message: z.union([z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())]))]),
});
export type MessageErrorBody = z.infer<typeof MessageErrorBody>;

/** One entry of the detailed `{"errors": [...]}` shape; unknown error types are kept as generic errors. */
export const ErrorEntry = z.looseObject({
  message: z.string(),
  error_type: z.enum(ERROR_TYPES).catch('GENERIC_BACKEND_ERROR'),
  level: z.enum(['info', 'warning', 'error']).catch('error'),
  extra: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((extra) => extra ?? {}),
});
export type ErrorEntry = z.infer<typeof ErrorEntry>;

/** The detailed shape used for query and engine failures. */
export const ErrorsBody = z.looseObject({ errors: z.array(ErrorEntry).min(1) });
export type ErrorsBody = z.infer<typeof ErrorsBody>;

/** Flask-JWT's shape for token problems (`{"msg": "Token has expired"}`), which Superset passes through. */
export const JwtErrorBody = z.looseObject({ msg: z.string() });
export type JwtErrorBody = z.infer<typeof JwtErrorBody>;
