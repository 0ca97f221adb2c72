import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../web/app/core/http/api-error.ts';
import { describeError } from '../../../../web/app/core/describe-error.ts';

describe('describeError', () => {
  it.each([
    {
      name: 'an ApiError with a status',
      error: new ApiError(403, ['You do not own this chart']),
      expected: { status: 403, title: 'Access denied', message: 'You do not own this chart' },
    },
    {
      name: 'an ApiError without a response',
      error: new ApiError(0, ['Could not reach the server.']),
      expected: { title: 'Something went wrong', message: 'Could not reach the server.' },
    },
    {
      name: 'a server failure',
      error: new ApiError(500, ['Internal server error']),
      expected: { status: 500, title: 'The server ran into a problem', message: 'Internal server error' },
    },
    {
      name: 'a thrown route response',
      // What the router hands an ErrorBoundary for `throw data('...', { status: 404 })`.
      error: new ErrorResponse(404, 'Not Found', 'No dashboard with that slug'),
      expected: { status: 404, title: 'Not found', message: 'No dashboard with that slug' },
    },
  ])('describes $name', ({ error, expected }) => {
    // Arrange
    const isDevelopment = false;

    // Act
    const description = describeError(error, isDevelopment);

    // Assert
    expect(description).toEqual(expected);
  });

  it('hides the message and stack of an unexpected error in production', () => {
    // Arrange
    const error = new TypeError("Cannot read properties of undefined (reading 'x')");

    // Act
    const description = describeError(error, false);

    // Assert
    expect(description).toEqual({
      title: 'Something went wrong',
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('shows the stack of an unexpected error in development', () => {
    // Arrange
    const error = new TypeError('boom');

    // Act
    const description = describeError(error, true);

    // Assert
    expect(description).toEqual({ title: 'Something went wrong', message: 'boom', details: error.stack });
  });
});
