import * as z from 'zod';
import { MAX_MESSAGE_BYTES, type SqsError, sqsErrors } from './sqs-errors.ts';
import type { QueueMessageAttribute, QueueSendInput } from './types.ts';

/** A message attribute on the JSON wire: binary values arrive base64-encoded. */
const WireAttribute = z.object({
  DataType: z.string().regex(/^(String|Number|Binary)(\..+)?$/, 'DataType must be String, Number or Binary'),
  StringValue: z.string().optional(),
  BinaryValue: z.base64().optional(),
});

/** The message fields shared by SendMessage and each SendMessageBatch entry. */
export const WireMessage = z.object({
  MessageBody: z.string(),
  DelaySeconds: z.number().int().min(0).max(900).optional(),
  MessageAttributes: z.record(z.string(), WireAttribute).optional(),
});
export type WireMessage = z.infer<typeof WireMessage>;

/** SQS's allowed characters: #x9 | #xA | #xD | #x20-#xD7FF | #xE000-#xFFFD | #x10000-#x10FFFF. */
const INVALID_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const MAX_ATTRIBUTES = 10;

/** Turn a zod failure into the SQS error a real queue would answer. */
export function sqsErrorOf(error: z.ZodError): SqsError {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? 'request';
  if (issue?.code === 'invalid_type' && issue.input === undefined) return sqsErrors.missingParameter(field);
  return sqsErrors.invalidParameterValue(`${field}: ${issue?.message ?? 'invalid'}`);
}

/** Convert one wire attribute, insisting on the value its data type needs. */
function attributeOf(name: string, wire: z.infer<typeof WireAttribute>): QueueMessageAttribute {
  const binary = wire.DataType.startsWith('Binary');
  const value = binary ? wire.BinaryValue : wire.StringValue;
  if (value === undefined || value === '') {
    const kind = binary ? 'Binary' : 'String';
    throw sqsErrors.invalidParameterValue(
      `Message (user) attribute '${name}' must contain a non-empty value of type '${kind}'.`,
    );
  }
  return binary
    ? { DataType: wire.DataType, BinaryValue: Buffer.from(value, 'base64') }
    : { DataType: wire.DataType, StringValue: value };
}

/** The bytes SQS counts against its size limit: the body plus each attribute's name, type and value. */
export function messageBytesOf(wire: WireMessage): number {
  let bytes = Buffer.byteLength(wire.MessageBody, 'utf8');
  for (const [name, attribute] of Object.entries(wire.MessageAttributes ?? {})) {
    bytes += Buffer.byteLength(name) + Buffer.byteLength(attribute.DataType);
    bytes +=
      attribute.BinaryValue !== undefined
        ? Buffer.from(attribute.BinaryValue, 'base64').length
        : Buffer.byteLength(attribute.StringValue ?? '');
  }
  return bytes;
}

/** Validate a wire message as SQS does and convert it to the broker's input; throws SqsError. */
export function sendInputOf(wire: WireMessage): QueueSendInput {
  if (wire.MessageBody === '') throw sqsErrors.missingParameter('MessageBody');
  if (messageBytesOf(wire) > MAX_MESSAGE_BYTES) throw sqsErrors.messageTooLong();
  if (INVALID_CHARACTER.test(wire.MessageBody)) throw sqsErrors.invalidMessageContents();
  const wireAttributes = Object.entries(wire.MessageAttributes ?? {});
  if (wireAttributes.length > MAX_ATTRIBUTES) {
    throw sqsErrors.invalidParameterValue(
      `Number of message attributes [${wireAttributes.length}] exceeds the allowed maximum [${MAX_ATTRIBUTES}].`,
    );
  }
  const attributes = Object.fromEntries(
    wireAttributes.map(([name, attribute]) => [name, attributeOf(name, attribute)]),
  );
  return {
    body: wire.MessageBody,
    attributes,
    ...(wire.DelaySeconds !== undefined ? { delaySeconds: wire.DelaySeconds } : {}),
  };
}
