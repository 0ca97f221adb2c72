import type { ApiQueryError } from '../../core/api.ts';

/** One of Superset's error entries as a chart shows it. */
export interface ChartError {
  message: string;
  error_type?: string;
  level?: string;
  /** Superset's `extra`: `engine_name`, `issue_codes`... */
  extra?: Record<string, unknown> | null;
}

/** Superset's error entries of a failed request, or its plain messages. */
export function chartErrorsOf(error: unknown): ChartError[] {
  const failure = error as Partial<ApiQueryError> | undefined;
  if (failure?.errors && failure.errors.length > 0) {
    return failure.errors.map(({ message, error_type, level, extra }) => ({
      message,
      error_type,
      level,
      extra: extra ?? null,
    }));
  }
  if (failure?.messages && failure.messages.length > 0) return failure.messages.map((message) => ({ message }));
  return [{ message: error instanceof Error ? error.message : 'Unexpected error' }];
}
