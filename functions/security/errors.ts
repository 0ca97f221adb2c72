import { AppError } from '#shared/errors.ts';

/** A 422 `{"message": ...}`: the request is understood, but the state of the users or roles forbids it. */
export class SecurityRuleError extends AppError {
  constructor(message: string) {
    super(422, message, { errorType: 'GENERIC_COMMAND_ERROR' });
  }
}

/** The one message of the last-admin rule, whichever change would break it. */
export const LAST_ADMIN_MESSAGE =
  'This is the last active Admin of the tenant: make another user an active Admin before deleting, deactivating or demoting it';
