import { FieldError } from '../lib/field-error.ts';

/**
 * What a password set through the API must be: when an Admin creates a user or resets a password, and when users
 * change their own. The bootstrap's admin password (`SKYSET_ADMIN_PASSWORD`, `admin` by default) and the tenant
 * command's `--admin-password` are the operator's and are not checked, so the first sign-in as admin/admin works.
 */
export interface PasswordPolicy {
  /** Fewest characters (code points, invisible ones not counted). */
  minLength: number;
}

/**
 * Passwords that head every list of leaked ones, long enough to pass the length rule and so worth refusing by name;
 * compared without case. Deliberately short: the length rule and the throttle do the rest.
 */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  '12345678',
  '123456789',
  '1234567890',
  '87654321',
  '11111111',
  '00000000',
  '12341234',
  'qwertyui',
  'qwertyuiop',
  'qwerty123',
  '1q2w3e4r',
  '1qaz2wsx',
  'abcdefgh',
  'abcd1234',
  'abc12345',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'letmein1',
  'trustno1',
  'admin123',
  'admin1234',
  'administrator',
  'changeme',
  'superset',
  'skyset123',
]);

/** Characters that show as nothing (zero-width spaces and joiners, soft hyphens, variation selectors). */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text as the rules compare it, folded as people type it: compatibility forms folded (full-width letters), invisible
 * characters dropped, case folded, combining marks stripped (`İ` lower-cases to `i` and a dot above), ends trimmed.
 */
const folded = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .trim();

/** User names shorter than this are too common a run of letters to refuse every password that contains them. */
const CONTAINED_NAME_MIN = 3;

/** The letters and digits of folded text: what is left of a password once spaces, punctuation and symbols go. */
const core = (text: string): string => folded(text).replace(/[\s\p{P}\p{S}]/gu, '');

/**
 * Whether a password is the user name in disguise: the same after folding (` Victim `, `victim` with zero-width
 * spaces), or the same letters and digits with only spaces, punctuation or symbols around or between them
 * (`victim!!`, `vic-tim`).
 */
function isUserName(password: string, username: string): boolean {
  if (folded(password) === folded(username)) return true;
  const name = core(username);
  return name !== '' && core(password) === name;
}

/** Whether the password's letters and digits hold the user name's (`Victim123`, `xvictimx`), for names of 3 or more. */
const containsUserName = (password: string, username: string): boolean => {
  const name = core(username);
  return [...name].length >= CONTAINED_NAME_MIN && core(password).includes(name);
};

/**
 * What is wrong with `password` for user `username` under `policy`; empty when it is acceptable. The password is
 * kept as typed, leading and trailing spaces included (Flask-AppBuilder does not strip them either); the rules see
 * through them.
 */
export function passwordProblems(password: string, username: string, policy: PasswordPolicy): string[] {
  const problems: string[] = [];
  // Invisible characters add no length a person typed.
  if ([...password.replace(INVISIBLE, '')].length < policy.minLength)
    problems.push(`Password must be at least ${policy.minLength} characters long.`);
  if (isUserName(password, username)) problems.push('Password must not be the user name.');
  else if (containsUserName(password, username)) problems.push('Password must not contain the user name.');
  else if (/^\s*(.)\1+\s*$/su.test(password)) problems.push('Password must not be one character repeated.');
  else if (COMMON_PASSWORDS.has(folded(password)))
    problems.push('Password is one of the most common passwords: choose one that is harder to guess.');
  return problems;
}

/** A 400 `{"message": {"<field>": [problems]}}` unless `password` is acceptable. */
export function requireAcceptablePassword(
  password: string,
  username: string,
  policy: PasswordPolicy,
  field = 'password',
): void {
  const problems = passwordProblems(password, username, policy);
  if (problems.length > 0) throw new FieldError({ [field]: problems });
}
