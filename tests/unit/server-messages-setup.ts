import { useMarshmallowMessages } from '../../functions/lib/validation-messages.ts';

/**
 * Validation messages in the words every server function answers with: each installs Superset's (marshmallow's)
 * messages when it loads its HTTP layer. The server's unit files share their modules (they run without isolation),
 * so whether another file loaded that layer first must not decide what a test reads.
 */
useMarshmallowMessages();
