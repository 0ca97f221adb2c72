import type { SignatureFault } from '../sigv4/verify-signature.ts';

/**
 * An SQS error as the JSON 1.0 protocol answers it: `__type` names the modelled shape, and the
 * `x-amzn-query-error` header carries the legacy query-protocol code that the SDK (query-compatible
 * mode) uses to pick the exception class.
 */
export class SqsError extends Error {
  constructor(
    /** Fully qualified shape id, e.g. `com.amazonaws.sqs#QueueDoesNotExist`. */
    readonly type: string,
    /** Query-protocol code, e.g. `AWS.SimpleQueueService.NonExistentQueue`. */
    readonly queryCode: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'SqsError';
  }

  /** The `x-amzn-query-error` header value: code and fault (`Sender` for 4xx, `Receiver` otherwise). */
  get queryErrorHeader(): string {
    return `${this.queryCode};${this.status < 500 ? 'Sender' : 'Receiver'}`;
  }
}

const sqs = (shape: string, queryCode: string, message: string, status = 400): SqsError =>
  new SqsError(`com.amazonaws.sqs#${shape}`, queryCode, message, status);

const coral = (shape: string, queryCode: string, message: string, status: number): SqsError =>
  new SqsError(`com.amazon.coral.service#${shape}`, queryCode, message, status);

/** SQS's answers to a missing, malformed, foreign, stale or wrong signature (its common errors). */
const authenticationErrors: Record<SignatureFault, () => SqsError> = {
  missing: () =>
    coral(
      'MissingAuthenticationTokenException',
      'MissingAuthenticationToken',
      'The request must contain either a valid (registered) AWS access key ID or X.509 certificate.',
      403,
    ),
  incomplete: () =>
    coral(
      'IncompleteSignatureException',
      'IncompleteSignature',
      'The request signature does not conform to AWS standards.',
      400,
    ),
  'unknown-key': () =>
    coral(
      'UnrecognizedClientException',
      'InvalidClientTokenId',
      'The security token included in the request is invalid.',
      403,
    ),
  expired: () =>
    coral(
      'RequestExpired',
      'RequestExpired',
      'Request has expired: its date is more than 15 minutes from the time the local queue received it.',
      400,
    ),
  mismatch: () =>
    coral(
      'InvalidSignatureException',
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
      403,
    ),
};

/** SQS's limit on a message (body plus attributes) and on a whole batch. */
export const MAX_MESSAGE_BYTES = 262_144;

/** The errors the local endpoint answers, with SQS's codes and wording. */
export const sqsErrors = {
  queueDoesNotExist: () =>
    sqs('QueueDoesNotExist', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.'),
  missingParameter: (name: string) =>
    sqs('MissingParameter', 'MissingParameter', `The request must contain the parameter ${name}.`),
  invalidParameterValue: (reason: string) =>
    sqs('InvalidParameterValue', 'InvalidParameterValue', `One or more parameters are invalid. Reason: ${reason}`),
  messageTooLong: () => sqsErrors.invalidParameterValue(`Message must be shorter than ${MAX_MESSAGE_BYTES} bytes.`),
  invalidMessageContents: () =>
    sqs(
      'InvalidMessageContents',
      'InvalidMessageContents',
      'Invalid characters found. Valid characters are #x9 | #xA | #xD | #x20 to #xD7FF | #xE000 to #xFFFD | #x10000 to #x10FFFF',
    ),
  emptyBatch: () =>
    sqs(
      'EmptyBatchRequest',
      'AWS.SimpleQueueService.EmptyBatchRequest',
      'There should be at least one SendMessageBatchRequestEntry in the request.',
    ),
  tooManyEntries: (count: number) =>
    sqs(
      'TooManyEntriesInBatchRequest',
      'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
      `Maximum number of entries per request are 10. You have sent ${count}.`,
    ),
  idsNotDistinct: (id: string) =>
    sqs('BatchEntryIdsNotDistinct', 'AWS.SimpleQueueService.BatchEntryIdsNotDistinct', `Id ${id} repeated.`),
  invalidBatchEntryId: () =>
    sqs(
      'InvalidBatchEntryId',
      'AWS.SimpleQueueService.InvalidBatchEntryId',
      'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.',
    ),
  batchTooLong: (bytes: number) =>
    sqs(
      'BatchRequestTooLong',
      'AWS.SimpleQueueService.BatchRequestTooLong',
      `Batch requests cannot be longer than ${MAX_MESSAGE_BYTES} bytes. You have sent ${bytes} bytes.`,
    ),
  invalidAttributeName: (name: string) =>
    sqs('InvalidAttributeName', 'InvalidAttributeName', `Unknown Attribute ${name}.`),
  unsupportedOperation: (operation: string) =>
    sqs(
      'UnsupportedOperation',
      'AWS.SimpleQueueService.UnsupportedOperation',
      `The local queue does not support ${operation}.`,
    ),
  serialization: (detail: string) =>
    new SqsError('com.amazon.coral.service#SerializationException', 'SerializationException', detail),
  accessDenied: () =>
    coral(
      'AccessDeniedException',
      'AccessDenied',
      'Access to the local queue is denied: it answers only this machine.',
      403,
    ),
  /** A request not signed with the runtime's credentials, answered as SQS answers each fault. */
  unauthenticated: (fault: SignatureFault): SqsError => authenticationErrors[fault](),
  internal: () =>
    new SqsError(
      'com.amazonaws.sqs#InternalError',
      'InternalError',
      'We encountered an internal error. Please try again.',
      500,
    ),
};
