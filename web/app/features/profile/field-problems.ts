import { ApiError } from '../../core/http/api-error.ts';
import { toApiError } from '../../core/query-error.ts';

/**
 * The server's problems with one field of a refused body (`{"message": {"password": [...]}}`, which the client flattens
 * to `password: ...` lines), joined for the field's input; undefined when the refusal names other fields or none.
 */
export function fieldProblems(error: unknown, field: string): string | undefined {
  const apiError = toApiError(error);
  if (!(apiError instanceof ApiError) || apiError.status !== 400) return undefined;
  const prefix = `${field}: `;
  const problems = apiError.messages
    .filter((message) => message.startsWith(prefix))
    .map((message) => message.slice(prefix.length));
  return problems.length > 0 ? problems.join(' ') : undefined;
}
