import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError, INTERNAL_ERROR_MESSAGE } from '#shared/errors.ts';
import { logger } from './logger.ts';
import { withApiHeaders } from './security-headers.ts';

/** Turn an error into a Superset-shaped answer; unexposed and unexpected errors become a generic 500, logged with their cause. */
export function errorToResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  const appError = error instanceof AppError ? error : undefined;
  if (!appError || !appError.expose) {
    logger.error('Unhandled error', { error: error as Error, cause: (error as Error | undefined)?.cause as Error });
  }
  const status = appError?.expose ? appError.status : 500;
  const body = appError?.expose ? appError.toBody() : { message: INTERNAL_ERROR_MESSAGE };
  return {
    statusCode: status,
    headers: withApiHeaders({ 'content-type': 'application/json; charset=utf-8', ...appError?.headers }),
    body: JSON.stringify(body),
  };
}

/** middy middleware wrapping `errorToResponse`. */
export function errorResponder(): middy.MiddlewareObj<unknown, APIGatewayProxyStructuredResultV2> {
  return {
    onError: async (request) => {
      request.response = errorToResponse(request.error);
    },
  };
}
