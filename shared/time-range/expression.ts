import { addUnits, isTimeUnit, lastDay, truncate, type LastDayUnit, type TimeUnit } from './calendar.ts';
import { parseHumanDatetime } from './human-datetime.ts';
import { ExpressionSyntaxError, tokenize, type Token } from './tokens.ts';

const LAST_DAY_UNITS: ReadonlySet<string> = new Set(['year', 'quarter', 'month', 'week', 'day']);
const MS_PER_DAY = 86_400_000;

/**
 * Evaluates Superset's datetime expression language: `DATETIME("text")`, `DATEADD(expr, n, unit)`,
 * `DATETRUNC(expr, unit)`, `LASTDAY(expr, unit)`, with `DATEDIFF(a, b[, year|day])` wherever an
 * integer goes. Function and unit names are case-insensitive; the whole text must be one expression.
 */
export function evaluateExpression(text: string, now: Date): Date {
  const parser = new ExpressionParser(tokenize(text), now);
  const value = parser.dateExpression();
  parser.expectEnd();
  return value;
}

class ExpressionParser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly now: Date,
  ) {}

  dateExpression(): Date {
    const name = this.expectWord().toUpperCase();
    this.expect('(');
    const value = this.dateFunction(name);
    this.accept(',');
    this.expect(')');
    return value;
  }

  expectEnd(): void {
    const token = this.tokens[this.position];
    if (token) throw new ExpressionSyntaxError(`unexpected '${token.text}'`);
  }

  private dateFunction(name: string): Date {
    switch (name) {
      case 'DATETIME':
        return parseHumanDatetime(this.expectString(), this.now);
      case 'DATEADD': {
        const base = this.dateExpression();
        this.expect(',');
        const amount = this.integer();
        this.expect(',');
        return addUnits(base, amount, this.unit());
      }
      case 'DATETRUNC':
        return truncate(this.argumentThenUnit(), this.unit());
      case 'LASTDAY':
        return lastDay(this.argumentThenUnit(), this.lastDayUnit());
      default:
        throw new ExpressionSyntaxError(`unknown function ${name}`);
    }
  }

  private argumentThenUnit(): Date {
    const base = this.dateExpression();
    this.expect(',');
    return base;
  }

  private integer(): number {
    const token = this.next();
    if (token?.kind === 'number') return Number(token.text);
    if (token?.kind === 'word' && token.text.toUpperCase() === 'DATEDIFF') return this.dateDiff();
    throw new ExpressionSyntaxError(`expected an integer, found ${describe(token)}`);
  }

  /** Whole days (floored) or calendar years between two instants, as Superset's DATEDIFF. */
  private dateDiff(): number {
    this.expect('(');
    const from = this.dateExpression();
    this.expect(',');
    const to = this.dateExpression();
    let unit = 'day';
    if (this.accept(',') && this.peek()?.kind === 'word') unit = this.expectWord().toLowerCase();
    this.accept(',');
    this.expect(')');
    if (unit === 'year') return to.getUTCFullYear() - from.getUTCFullYear();
    if (unit === 'day') return Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY);
    throw new ExpressionSyntaxError('Unable to calculate such a date delta');
  }

  private unit(): TimeUnit {
    const word = this.expectWord();
    if (!isTimeUnit(word)) throw new ExpressionSyntaxError(`unknown unit ${word}`);
    return word.toLowerCase() as TimeUnit;
  }

  private lastDayUnit(): LastDayUnit {
    const word = this.expectWord().toLowerCase();
    if (!LAST_DAY_UNITS.has(word)) throw new ExpressionSyntaxError(`LASTDAY does not accept unit ${word}`);
    return word as LastDayUnit;
  }

  private expectWord(): string {
    const token = this.next();
    if (token?.kind !== 'word') throw new ExpressionSyntaxError(`expected a name, found ${describe(token)}`);
    return token.text;
  }

  private expectString(): string {
    const token = this.next();
    if (token?.kind !== 'string') throw new ExpressionSyntaxError(`expected a quoted string, found ${describe(token)}`);
    return token.text;
  }

  private expect(punctuation: string): void {
    const token = this.next();
    if (token?.text !== punctuation || token.kind !== 'punctuation') {
      throw new ExpressionSyntaxError(`expected '${punctuation}', found ${describe(token)}`);
    }
  }

  private accept(punctuation: string): boolean {
    const token = this.peek();
    if (token?.kind !== 'punctuation' || token.text !== punctuation) return false;
    this.position += 1;
    return true;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private next(): Token | undefined {
    const token = this.tokens[this.position];
    this.position += 1;
    return token;
  }
}

function describe(token: Token | undefined): string {
  return token ? `'${token.text}'` : 'end of text';
}
