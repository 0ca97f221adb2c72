import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromBody, apiErrorFromResponse } from '../../../../../web/app/core/http/api-error.ts';

describe('apiErrorFromBody', () => {
  it.each([
    { name: 'a simple message', status: 401, body: { message: 'Invalid login' }, messages: ['Invalid login'] },
    {
      name: 'a field -> problems map',
      status: 400,
      body: { message: { username: ['Missing data for required field.'], password: 'Too short' } },
      messages: ['username: Missing data for required field.', 'password: Too short'],
    },
    { name: "flask-jwt's msg", status: 401, body: { msg: 'Token has expired' }, messages: ['Token has expired'] },
    {
      name: 'an unknown shape',
      status: 502,
      body: { detail: 'upstream' },
      messages: ['Request failed with status 502'],
    },
    { name: 'no body', status: 500, body: undefined, messages: ['Request failed with status 500'] },
  ])('reads $name', ({ status, body, messages }) => {
    // Arrange
    const expected = { status, messages, errors: [], message: messages.join('\n') };

    // Act
    const error = apiErrorFromBody(status, body);

    // Assert
    expect({ status: error.status, messages: error.messages, errors: error.errors, message: error.message }).toEqual(
      expected,
    );
  });

  it('keeps the detailed entries of the errors shape', () => {
    // Arrange
    const body = {
      errors: [
        {
          message: 'Column "x" does not exist',
          error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
          level: 'error',
          extra: { column: 'x' },
        },
        { message: 'Query was slow', error_type: 'SOMETHING_NEW', level: 'loud', extra: null },
      ],
    };

    // Act
    const error = apiErrorFromBody(400, body);

    // Assert
    expect(error.errors).toEqual([
      {
        message: 'Column "x" does not exist',
        error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
        level: 'error',
        extra: { column: 'x' },
      },
      { message: 'Query was slow', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
    ]);
  });
});

describe('apiErrorFromResponse', () => {
  it('keeps the status when the body is not JSON', async () => {
    // Arrange
    const response = new Response('<html>Bad gateway</html>', { status: 502 });

    // Act
    const error = await apiErrorFromResponse(response);

    // Assert
    expect(error).toBeInstanceOf(ApiError);
    expect({ status: error.status, message: error.message }).toEqual({
      status: 502,
      message: 'Request failed with status 502',
    });
  });
});
