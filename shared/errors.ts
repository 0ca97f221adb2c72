import type { ErrorLevel, ErrorType } from './error-types.ts';

/** Superset's simple error answer: a message, or field name -> problems for an invalid payload. */
export interface MessageBody {
  message: string | Record<string, string[]>;
}

/** One entry of Superset's `{"errors": [...]}` answer. */
export interface SupersetErrorEntry {
  message: string;
  error_type: ErrorType;
  level: ErrorLevel;
  extra: Record<string, unknown>;
}

interface AppErrorOptions {
  errorType?: ErrorType;
  /** Whether the message may be shown to the caller; unexposed errors answer a generic 500. */
  expose?: boolean;
  /** `errors` shape instead of `message` shape in the response body. */
  detailed?: boolean;
  extra?: Record<string, unknown>;
  level?: ErrorLevel;
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * The one error hierarchy of Skyset. Handlers throw these; one middleware turns them into
 * Superset-shaped responses. Anything else becomes a generic 500 with its cause logged.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errorType: ErrorType;
  readonly expose: boolean;
  readonly detailed: boolean;
  readonly extra: Record<string, unknown>;
  readonly level: ErrorLevel;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.errorType = options.errorType ?? 'GENERIC_BACKEND_ERROR';
    this.expose = options.expose ?? status < 500;
    this.detailed = options.detailed ?? false;
    this.extra = options.extra ?? {};
    this.level = options.level ?? 'error';
    this.headers = options.headers ?? {};
  }

  /** The response body in Superset's error shape. */
  toBody(): MessageBody | { errors: SupersetErrorEntry[] } {
    if (!this.expose) return { message: INTERNAL_ERROR_MESSAGE };
    if (!this.detailed) return { message: this.message };
    return {
      errors: [{ message: this.message, error_type: this.errorType, level: this.level, extra: this.extra }],
    };
  }
}

/** The message of every unexpected failure: never a stack trace, never `{}`. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export class BadRequestError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super(400, message, { errorType: 'INVALID_PAYLOAD_FORMAT_ERROR', ...options });
  }
}

/** A body that parsed but did not match the schema; `messages` maps field paths to their problems. */
export class ValidationError extends AppError {
  readonly messages: Record<string, string[]>;
  constructor(messages: Record<string, string[]>) {
    super(400, 'Invalid payload', { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
    this.messages = messages;
  }
  override toBody(): MessageBody {
    return { message: this.messages };
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Not authorized', options: AppErrorOptions = {}) {
    super(401, message, options);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden', options: AppErrorOptions = {}) {
    super(403, message, options);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', options: AppErrorOptions = {}) {
    super(404, message, options);
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(message = 'Method Not Allowed', options: AppErrorOptions = {}) {
    super(405, message, options);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, options: AppErrorOptions = {}) {
    super(409, message, options);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request Entity Too Large', options: AppErrorOptions = {}) {
    super(413, message, options);
  }
}

/** Seconds as a `Retry-After` header value: whole seconds, at least one. */
const retryAfterHeader = (retryAfterMs: number): Record<string, string> => ({
  'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
});

/** 429: the caller sent too many requests of a kind (failed sign-ins); `Retry-After` says when to try again. */
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterMs: number, options: AppErrorOptions = {}) {
    super(429, message, {
      errorType: 'GENERIC_BACKEND_ERROR',
      ...options,
      headers: { ...retryAfterHeader(retryAfterMs), ...options.headers },
    });
  }
}

/** 503: the server is too busy to take the request now (not the caller's fault); shown to the caller, with `Retry-After`. */
export class ServiceBusyError extends AppError {
  constructor(message: string, retryAfterMs: number, options: AppErrorOptions = {}) {
    super(503, message, {
      expose: true,
      ...options,
      headers: { ...retryAfterHeader(retryAfterMs), ...options.headers },
    });
  }
}

/** A failure of the query engine, answered in the detailed `errors` shape. */
export class QueryEngineError extends AppError {
  constructor(message: string, errorType: ErrorType, options: AppErrorOptions = {}) {
    super(400, message, { detailed: true, errorType, ...options });
  }
}

/** An engine query that ran past its time budget. */
export class QueryTimeoutError extends AppError {
  constructor(message = 'Request timed out', options: AppErrorOptions = {}) {
    super(408, message, { detailed: true, errorType: 'BACKEND_TIMEOUT_ERROR', ...options });
  }
}

/** A query cancelled on purpose (Stop), distinct from a failure. */
export class QueryCancelledError extends AppError {
  constructor(message = 'The query was stopped', options: AppErrorOptions = {}) {
    super(400, message, { detailed: true, errorType: 'GENERIC_DB_ENGINE_ERROR', ...options });
  }
}
