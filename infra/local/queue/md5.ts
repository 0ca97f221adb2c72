import { createHash } from 'node:crypto';
import type { StoredAttribute } from './types.ts';

/** Hex MD5 of a message body's UTF-8 bytes, as SQS returns in `MD5OfMessageBody`. */
export function md5OfBody(body: string): string {
  return createHash('md5').update(body, 'utf8').digest('hex');
}

/** SQS's transport type byte: 1 for String and Number (and their custom subtypes), 2 for Binary. */
function transportTypeOf(dataType: string): number {
  return dataType.startsWith('Binary') ? 2 : 1;
}

/** A 4-byte big-endian length followed by the bytes, the framing SQS uses for every field. */
function lengthPrefixed(bytes: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** The value bytes of an attribute: UTF-8 of the string, or the decoded binary. */
function valueBytesOf(attribute: StoredAttribute): Buffer {
  if (attribute.binaryValue !== undefined) return Buffer.from(attribute.binaryValue, 'base64');
  return Buffer.from(attribute.stringValue ?? '', 'utf8');
}

/**
 * Hex MD5 of message attributes as SQS specifies it: attributes sorted by name, each encoded as
 * name, data type (both length-prefixed UTF-8), one transport type byte, then the length-prefixed value.
 * Undefined when there are no attributes, as SQS omits the field then.
 */
export function md5OfAttributes(attributes: Record<string, StoredAttribute>): string | undefined {
  const names = Object.keys(attributes).sort();
  if (names.length === 0) return undefined;
  const hash = createHash('md5');
  for (const name of names) {
    const attribute = attributes[name] as StoredAttribute;
    hash.update(lengthPrefixed(Buffer.from(name, 'utf8')));
    hash.update(lengthPrefixed(Buffer.from(attribute.dataType, 'utf8')));
    hash.update(Buffer.from([transportTypeOf(attribute.dataType)]));
    hash.update(lengthPrefixed(valueBytesOf(attribute)));
  }
  return hash.digest('hex');
}
