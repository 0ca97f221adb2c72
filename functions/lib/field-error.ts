import { AppError, type MessageBody } from '#shared/errors.ts';

/** A 400 naming the fields at fault, as Flask-AppBuilder answers unknown role ids: `{"message": {"roles": [...]}}`. */
export class FieldError extends AppError {
  constructor(
    readonly fields: Record<string, string[]>,
    status = 400,
  ) {
    super(status, 'Invalid payload', { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
  }

  override toBody(): MessageBody {
    return { message: this.fields };
  }
}

/** Flask-AppBuilder's words for ids that name nothing: `Role(s) with ID(s) [7, 9] not found.` */
export const idsNotFound = (field: string, kind: string, ids: readonly number[], status = 400): FieldError =>
  new FieldError(
    { [field]: [`${kind}(s) with ID(s) [${[...ids].sort((a, b) => a - b).join(', ')}] not found.`] },
    status,
  );
