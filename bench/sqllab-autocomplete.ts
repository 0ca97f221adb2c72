import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  buildCompletionIndex,
  complete,
  type CompletionCatalog,
  type CompletionIndex,
  completionKeywords,
} from '../web/app/features/sqllab/editor/completion/index.ts';
import { completionSourceOf } from '../web/app/features/sqllab/editor/completion-source.ts';

const TABLES = 1_000;
const COLUMNS = 50;
const FUNCTIONS = 600;
const SESSIONS = 5;
const MAX_KEYSTROKE_P95_MS = 50;

const DOMAINS = [
  'orders',
  'customers',
  'line_items',
  'products',
  'events',
  'sessions',
  'invoices',
  'payments',
  'stores',
  'shipments',
];
const COLUMN_WORDS = [
  'id',
  'customer_id',
  'order_id',
  'product_id',
  'status',
  'amount',
  'region',
  'created_at',
  'updated_at',
  'name',
];

/** 1,000 tables of 50 columns each (`orders_0042.amount_3`), 600 functions, DuckDB's keywords; every table's columns known. */
function bigCatalog(): CompletionCatalog {
  const tables = Array.from({ length: TABLES }, (_, index) => ({
    name: `${DOMAINS[index % DOMAINS.length]}_${String(index).padStart(4, '0')}`,
    schema: 'main',
  }));
  const columnsOf = Array.from({ length: COLUMNS }, (_, index) => ({
    name:
      index < COLUMN_WORDS.length
        ? COLUMN_WORDS[index]!
        : `${COLUMN_WORDS[index % COLUMN_WORDS.length]}_${Math.floor(index / COLUMN_WORDS.length)}`,
    type: index % 3 === 0 ? 'BIGINT' : 'VARCHAR',
  }));
  return {
    keywords: completionKeywords('duckdb'),
    functions: Array.from(
      { length: FUNCTIONS },
      (_, index) => `${['array', 'date', 'str', 'list', 'json', 'regexp'][index % 6]}_fn_${index}`,
    ),
    schemas: ['information_schema', 'main', 'staging'],
    defaultSchema: 'main',
    tables,
    columns: tables.map((table) => ({ schema: 'main', table: table.name, columns: columnsOf })),
  };
}

/** Statements already in the tab (the editor completes in the statement around the cursor, but reads the whole text). */
const EARLIER = Array.from(
  { length: 20 },
  (_, index) =>
    `SELECT status, count(*) AS n\nFROM orders_${String(index * 10).padStart(4, '0')}\nGROUP BY 1\nORDER BY 2 DESC;\n`,
).join('\n');

/** A long tab: a thousand earlier statements (about 60 KB), all read on every keystroke. */
const LONG_EARLIER = EARLIER.repeat(50);

/** What the user types, one character per keystroke, after the earlier statements. */
const TYPED = `SELECT o.order_id, c.name, sum(li.amount) AS total
FROM orders_0040 AS o
JOIN customers_0041 c ON o.customer_id = c.id
JOIN line_items_0042 li ON li.order_id = o.id
WHERE o.status = 'open' AND c.region LIKE 'EU%'
GROUP BY 1, 2
ORDER BY total DESC
LIMIT 100`;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number): string => `${value.toFixed(2)} ms`;
const verdict = (pass: boolean): string => (pass ? 'PASS' : 'FAIL');

/** Times `answer(text, cursor)` at every keystroke of the typed statement after `earlier`, `SESSIONS` times over. */
function typingSession(
  answer: (text: string, cursor: number) => number,
  earlier = EARLIER,
): { times: number[]; options: number } {
  const times: number[] = [];
  let options = 0;
  for (let session = 0; session < SESSIONS; session += 1) {
    for (let typed = 1; typed <= TYPED.length; typed += 1) {
      const text = earlier + TYPED.slice(0, typed);
      const started = performance.now();
      options += answer(text, text.length);
      times.push(performance.now() - started);
    }
  }
  return { times, options };
}

function report(label: string, { times, options }: { times: number[]; options: number }): boolean {
  const p95 = percentile(times, 95);
  const pass = p95 <= MAX_KEYSTROKE_P95_MS;
  console.log(
    `${label}, ${times.length} keystrokes: p50 ${ms(percentile(times, 50))}, p95 ${ms(p95)}, max ${ms(Math.max(...times))}, ` +
      `${(options / times.length).toFixed(0)} options on average (target p95 <= ${MAX_KEYSTROKE_P95_MS} ms) ${verdict(pass)}`,
  );
  return pass;
}

/** The CodeMirror completion source at the cursor, as the editor calls it on a keystroke (an explicit request: never skipped). */
function throughCodeMirror(index: CompletionIndex): (text: string, cursor: number) => number {
  const source = completionSourceOf(() => index);
  return (text, cursor) => {
    const result = source(new CompletionContext(EditorState.create({ doc: text }), cursor, true));
    return result && 'options' in result ? result.options.length : 0;
  };
}

/** `npm run bench -- sqllab-autocomplete`: autocomplete per keystroke on a 1,000-table x 50-column catalog. */
export async function run(): Promise<void> {
  console.log(
    `machine: ${availableParallelism()} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const catalog = bigCatalog();
  const built = performance.now();
  const index = buildCompletionIndex(catalog);
  console.log(
    `index of ${TABLES.toLocaleString('en')} tables x ${COLUMNS} columns, ${FUNCTIONS} functions, ${catalog.keywords.length} keywords: built once in ${ms(performance.now() - built)}`,
  );
  typingSession((text, cursor) => complete(index, text, cursor).options.length);
  const results = [
    report(
      'completion module',
      typingSession((text, cursor) => complete(index, text, cursor).options.length),
    ),
    report('CodeMirror completion source (editor state per keystroke)', typingSession(throughCodeMirror(index))),
    report(
      `CodeMirror completion source in a ${(LONG_EARLIER.length / 1024).toFixed(0)} KB tab`,
      typingSession(throughCodeMirror(index), LONG_EARLIER),
    ),
  ];
  const failed = results.filter((pass) => !pass).length;
  console.log(
    failed === 0 ? 'sqllab-autocomplete: PASS' : `sqllab-autocomplete: FAIL (${failed} of ${results.length})`,
  );
  if (failed > 0) process.exitCode = 1;
}
