import type { ErrorLevel, ErrorType } from '#shared/error-types.ts';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  QueryCancelledError,
  QueryEngineError,
  QueryTimeoutError,
} from '#shared/errors.ts';

/** An error as it crosses the process boundary: an AppError's fields, or a plain error's message. */
export interface WireError {
  name: string;
  message: string;
  app?: {
    status: number;
    errorType: ErrorType;
    expose: boolean;
    detailed: boolean;
    extra: Record<string, unknown>;
    level: ErrorLevel;
  };
}

/** The shared error classes callers tell apart with `instanceof`; others come back as AppError with the same fields. */
const CLASSES: Record<string, { prototype: AppError }> = {
  QueryTimeoutError,
  QueryCancelledError,
  QueryEngineError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
};

/** An error thrown in a host, ready to send. */
export function toWireError(error: unknown): WireError {
  if (!(error instanceof AppError))
    return { name: 'Error', message: error instanceof Error ? error.message : String(error) };
  const { status, errorType, expose, detailed, extra, level } = error;
  return { name: error.name, message: error.message, app: { status, errorType, expose, detailed, extra, level } };
}

/** The error a host sent, as the class it was thrown as, so callers' `instanceof` checks hold across the boundary. */
export function fromWireError(wire: WireError): Error {
  if (!wire.app) return new Error(wire.message);
  const error = new AppError(wire.app.status, wire.message, wire.app);
  const known = CLASSES[wire.name];
  if (known) Object.setPrototypeOf(error, known.prototype);
  error.name = wire.name;
  return error;
}
