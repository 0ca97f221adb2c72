import { AppError } from '#shared/errors.ts';
import { FieldError } from '../field-error.ts';

/** The answers user and role management gives in the security domain and in the identity adapters alike. */

/** A 422 `{"message": ...}`: the request is understood, but the state of the users or roles forbids it. */
export class SecurityRuleError extends AppError {
  constructor(message: string) {
    super(422, message, { errorType: 'GENERIC_COMMAND_ERROR' });
  }
}

/** Flask-AppBuilder answers a taken user name with 422 (its unique constraint), naming the field here. */
export const usernameTaken = (): FieldError =>
  new FieldError({ username: ['A user with this username already exists.'] }, 422);
