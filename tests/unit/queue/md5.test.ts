import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5OfAttributes, md5OfBody } from '#infra/local/queue/md5.ts';

/** SQS's attribute encoding spelled out field by field, independent of the implementation's helpers. */
function specBytes(fields: Array<[name: string, dataType: string, transport: number, value: Buffer]>): Buffer {
  const prefixed = (bytes: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, bytes.length]), bytes]);
  return Buffer.concat(
    fields.flatMap(([name, dataType, transport, value]) => [
      prefixed(Buffer.from(name)),
      prefixed(Buffer.from(dataType)),
      Buffer.from([transport]),
      prefixed(value),
    ]),
  );
}

describe('md5OfBody', () => {
  it('is the hex MD5 of the UTF-8 body', () => {
    // Arrange
    const body = 'hello';

    // Act
    const digest = md5OfBody(body);

    // Assert
    expect(digest).toBe('5d41402abc4b2a76b9719d911017c592');
  });
});

describe('md5OfAttributes', () => {
  it('hashes attributes sorted by name with SQS framing and transport bytes (1 string/number, 2 binary)', () => {
    // Arrange
    const attributes = {
      trace: { dataType: 'String', stringValue: 'abc' },
      blob: { dataType: 'Binary', binaryValue: Buffer.from([1, 2, 3]).toString('base64') },
      count: { dataType: 'Number.int', stringValue: '42' },
    };
    const expected = createHash('md5')
      .update(
        specBytes([
          ['blob', 'Binary', 2, Buffer.from([1, 2, 3])],
          ['count', 'Number.int', 1, Buffer.from('42')],
          ['trace', 'String', 1, Buffer.from('abc')],
        ]),
      )
      .digest('hex');

    // Act
    const digest = md5OfAttributes(attributes);

    // Assert
    expect(digest).toBe(expected);
  });

  it('is undefined without attributes, as SQS omits the field', () => {
    // Arrange
    const attributes = {};

    // Act
    const digest = md5OfAttributes(attributes);

    // Assert
    expect(digest).toBeUndefined();
  });
});
