import type { SupersetErrorEntry } from '#shared/errors.ts';
import { ErrorsBody, JwtErrorBody, MessageErrorBody } from '#shared/web-api/errors.ts';

/** Status of an ApiError raised when no usable HTTP answer arrived (network down, unexpected body). */
export const NO_RESPONSE_STATUS = 0;

/**
 * A failed API call. `messages` are human-readable and safe to show; `errors` keeps Superset's
 * detailed entries (error_type, level, extra) when the server sent that shape.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly errors: SupersetErrorEntry[];

  constructor(status: number, messages: string[], options: { errors?: SupersetErrorEntry[]; cause?: unknown } = {}) {
    const shown = messages.length > 0 ? messages : [`Request failed with status ${status}`];
    super(shown.join('\n'), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.messages = shown;
    this.errors = options.errors ?? [];
  }
}

/** Turns a failed response body (already JSON-decoded, or `undefined`) into an ApiError. */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const detailed = ErrorsBody.safeParse(body);
  if (detailed.success) {
    const errors = detailed.data.errors.map(({ message, error_type, level, extra }) => ({
      message,
      error_type,
      level,
      extra,
    }));
    return new ApiError(
      status,
      errors.map((entry) => entry.message),
      { errors },
    );
  }
  const simple = MessageErrorBody.safeParse(body);
  if (simple.success) return new ApiError(status, flattenMessage(simple.data.message));
  const jwt = JwtErrorBody.safeParse(body);
  if (jwt.success) return new ApiError(status, [jwt.data.msg]);
  return new ApiError(status, []);
}

/** Reads a failed response; a body that is not JSON still yields an error with the status. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorFromBody(response.status, parseJsonOrUndefined(text));
}

/** Validation failures answer `{"message": {"field": ["problem"]}}`; show them as `field: problem`. */
function flattenMessage(message: MessageErrorBody['message']): string[] {
  if (typeof message === 'string') return [message];
  return Object.entries(message).flatMap(([field, problems]) =>
    (Array.isArray(problems) ? problems : [problems]).map((problem) => `${field}: ${problem}`),
  );
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
