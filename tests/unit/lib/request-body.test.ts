import { describe, expect, it } from 'vitest';
import { BadRequestError, PayloadTooLargeError } from '#shared/errors.ts';
import { parseJsonBody, requestBytes, requestText } from '#functions/lib/request-body.ts';

const nested = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('parseJsonBody', () => {
  it('parses JSON nested 32 levels', () => {
    // Act
    const value = parseJsonBody(`{"a":${nested(31)}}`);

    // Assert
    let expected: unknown = [];
    for (let level = 1; level < 31; level += 1) expected = [expected];
    expect(value).toEqual({ a: expected });
  });

  it.each([
    ['not JSON', '{"oops', 'Request is not JSON'],
    ['an empty body', '  ', 'Request is not JSON'],
    ['33 levels', nested(33), 'Request body is nested too deeply (more than 32 levels)'],
    [
      '10,000 levels of objects',
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      'Request body is nested too deeply (more than 32 levels)',
    ],
    ['a NUL in a value', '{"sql":"SELECT \\u0000"}', 'Request body has a NUL character or an unpaired surrogate'],
    ['a lone surrogate in a value', '["a\\ud800"]', 'Request body has a NUL character or an unpaired surrogate'],
    ['a lone low surrogate in a key', '{"\\udc00":1}', 'Request body has a NUL character or an unpaired surrogate'],
  ])('refuses %s with a 400', (_case, raw, message) => {
    // Act
    const parse = () => parseJsonBody(raw);

    // Assert
    expect(parse).toThrow(new BadRequestError(message));
  });

  it('keeps surrogate pairs (emoji) as they are', () => {
    // Act
    const value = parseJsonBody('{"label":"\\ud83d\\ude00 ok"}');

    // Assert
    expect(value).toEqual({ label: '😀 ok' });
  });
});

describe('requestText and requestBytes', () => {
  it('answers the body up to 1 MiB, base64 bodies decoded', () => {
    // Arrange
    const text = 'x'.repeat(1024 * 1024);

    // Act
    const read = [
      requestText({ body: text, isBase64Encoded: false }).length,
      requestBytes({ body: Buffer.from(text).toString('base64'), isBase64Encoded: true }).length,
    ];

    // Assert
    expect(read).toEqual([1024 * 1024, 1024 * 1024]);
  });

  it('answers 413 naming the limit past 1 MiB', () => {
    // Arrange
    const event = { body: 'x'.repeat(1024 * 1024 + 1), isBase64Encoded: false };

    // Act
    const reads = [() => requestText(event), () => requestBytes(event)];

    // Assert
    for (const read of reads)
      expect(read).toThrow(new PayloadTooLargeError('Request body is larger than 1048576 bytes'));
  });
});
