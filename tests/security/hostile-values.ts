/**
 * The hostile values of the fuzz test: ids, Rison arguments, JSON bodies and field values that a careless handler
 * turns into a 5xx. Every list is fixed, so every run sends exactly the same requests.
 */

/** Names a plain-object lookup finds on `Object.prototype`. */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'toString'] as const;

/** Path parameter values, already percent-encoded: negative, huge, fractional, non-numeric, NUL, broken UTF-8. */
export const HOSTILE_IDS = [
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999999',
  'NaN',
  'abc',
  '__proto__',
  'constructor',
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%20',
  // Longer than any DynamoDB key part (2 KB), shorter than the 16 KB a URL may take.
  'x'.repeat(3000),
] as const;

const LEVELS = 10_000;

/** JSON nested far deeper than any real request: arrays and objects. */
export const DEEP_JSON_ARRAY = `${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`;
export const DEEP_JSON_OBJECT = `${'{"a":'.repeat(LEVELS)}1${'}'.repeat(LEVELS)}`;

/** A value nested just past DynamoDB's 32 levels of maps and lists, as a field of an otherwise valid body. */
export const DEEPISH_VALUE: unknown = Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner }), 1);

/** Rison nested 4,000 levels (12 KB: a URL any gateway accepts, far deeper than a recursive decoder survives). */
export const DEEP_RISON = `${'!('.repeat(4_000)}${')'.repeat(4_000)}`;

/** A string with a NUL, one with a lone surrogate (invalid as UTF-8), and one far larger than any field allows. */
export const NUL_TEXT = 'a\u0000b';
export const LONE_SURROGATE_TEXT = 'a\ud800b';
export const LARGE_TEXT = 'x'.repeat(300_000);
/** A body larger than any API accepts (and than a DynamoDB item holds), under the gateway's 10 MB. */
export const HUGE_TEXT = 'x'.repeat(3 * 1024 * 1024);

/** SQL nested 5,000 parentheses deep, in a Jinja expression: past the stack of any recursive parser or formatter. */
export const DEEP_SQL = `SELECT {{ ${'('.repeat(5_000)}1${')'.repeat(5_000)} }}`;

/** JSON text nested 5,000 levels, as the value of a string field that holds JSON (extra, template parameters...). */
export const DEEP_JSON_TEXT = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** Legacy form data that looks right at the top and nests 100,000 levels inside. */
export const DEEP_FORM_DATA = `{"datasource":"1__table","viz_type":"table","extra":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;

/** `?q=` arguments any route may meet: not Rison, deep, a prototype name as sort and filter column, wrong types. */
export const HOSTILE_RISON: readonly string[] = [
  '(oops',
  DEEP_RISON,
  '(order_column:__proto__)',
  '(filters:!((col:__proto__,opr:eq,value:1)))',
  "(page:'x',page_size:-5,order_direction:sideways)",
  '!(__proto__,constructor)',
  "'\u0000'",
];

/** More `?q=` arguments for collections (list routes): every prototype name as sort column, filter column and operator. */
export const HOSTILE_LIST_RISON: readonly string[] = [
  ...PROTOTYPE_NAMES.map((name) => `(order_column:${name})`),
  ...PROTOTYPE_NAMES.map((name) => `(filters:!((col:${name},opr:eq,value:1)))`),
  ...PROTOTYPE_NAMES.map((name) => `(filters:!((col:id,opr:${name},value:1)))`),
  "(filters:!((col:id,opr:ct,value:'a\u0000b')))",
  '(page:1.5,page_size:100000000000000000000)',
  '(columns:!(__proto__),keys:!(constructor),select_columns:!(valueOf))',
];

/** A query string naming the parameters the API reads, each with a hostile value. */
export const HOSTILE_QUERY_STRING = [
  '__proto__=1',
  'constructor=x',
  'name=%00',
  'schema=__proto__',
  'catalog=hasOwnProperty',
  'datasource_id=-1',
  'datasource_type=__proto__',
  'per_page=-1',
  'page=abc',
  'key=%00',
  'rows=-1',
  'last_updated_ms=abc',
  'force=maybe',
  'form_data=%7B%22a%22%3A',
  'slice_id=1.5',
].join('&');
