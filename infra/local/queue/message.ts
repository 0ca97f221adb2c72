import { randomUUID } from 'node:crypto';
import { md5OfAttributes, md5OfBody } from './md5.ts';
import type { QueueMessageAttribute, QueueSendInput, StoredAttribute, StoredMessage } from './types.ts';

/** Attributes in their stored, JSON-friendly form (binary as base64). */
export function storedAttributesOf(attributes: Record<string, QueueMessageAttribute>): Record<string, StoredAttribute> {
  const stored: Record<string, StoredAttribute> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    stored[name] = {
      dataType: attribute.DataType,
      ...(attribute.StringValue !== undefined ? { stringValue: attribute.StringValue } : {}),
      ...(attribute.BinaryValue !== undefined
        ? { binaryValue: Buffer.from(attribute.BinaryValue).toString('base64') }
        : {}),
    };
  }
  return stored;
}

/** A freshly sent message: never received, visible after its delay. */
export function newMessage(input: QueueSendInput, now: number): StoredMessage {
  const attributes = storedAttributesOf(input.attributes ?? {});
  const attributesMd5 = md5OfAttributes(attributes);
  return {
    id: randomUUID(),
    body: input.body,
    attributes,
    md5OfBody: md5OfBody(input.body),
    ...(attributesMd5 !== undefined ? { md5OfAttributes: attributesMd5 } : {}),
    sentAt: now,
    receiveCount: 0,
    visibleAt: now + (input.delaySeconds ?? 0) * 1000,
    inFlight: false,
  };
}
