import { config } from '../config.ts';
import { once } from '../once.ts';
import { LoginThrottle, type PasswordPolicy } from '../../security/index.ts';

/** The sign-in throttle with the LOGIN_* settings, over the table (the same in both runtimes: Cognito's own protections come on top). */
export const loginThrottle = once((): LoginThrottle => {
  const settings = config();
  const shared = { maxDelayMs: settings.LOGIN_MAX_DELAY_SECONDS * 1000, lockMs: settings.LOGIN_LOCK_SECONDS * 1000 };
  return new LoginThrottle({
    user: { ...shared, freeFailures: settings.LOGIN_FREE_FAILURES, lockFailures: settings.LOGIN_LOCK_FAILURES },
    address: {
      ...shared,
      freeFailures: settings.LOGIN_ADDRESS_FREE_FAILURES,
      lockFailures: settings.LOGIN_ADDRESS_LOCK_FAILURES,
    },
    refusalPauseMs: settings.LOGIN_REFUSAL_PAUSE_MS,
  });
});

/** What a password set through the API must be (PASSWORD_MIN_LENGTH). */
export const passwordPolicy = (): PasswordPolicy => ({ minLength: config().PASSWORD_MIN_LENGTH });
