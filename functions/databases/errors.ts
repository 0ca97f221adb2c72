import { AppError, type MessageBody } from '#shared/errors.ts';

/** A 422 naming the fields at fault, as Superset answers a duplicate name: `{"message": {"database_name": [...]}}`. */
export class FieldConflictError extends AppError {
  constructor(readonly fields: Record<string, string[]>) {
    super(422, 'Database parameters are invalid.', { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
  }

  override toBody(): MessageBody {
    return { message: this.fields };
  }
}

/** Superset's message for a database name already taken in the tenant. */
export const duplicateName = (): FieldConflictError =>
  new FieldConflictError({ database_name: ['A database with the same name already exists.'] });

/** A 422 `{"message": ...}`: the request is understood but the entity's state forbids it. */
export class UnprocessableError extends AppError {
  constructor(message: string) {
    super(422, message, { errorType: 'GENERIC_COMMAND_ERROR' });
  }
}
