/**
 * A small arithmetic evaluator for FORMULA annotation layers (`2 * x + 1`, `sin(x / 1000)`), so a formula from
 * saved form data is never run as code. Grammar: numbers, `x`, `pi`, `e`, + - * / % ^, parentheses, unary minus
 * and a fixed list of Math functions. A formula that does not parse compiles to undefined.
 */

type Node = (x: number) => number;

const FUNCTIONS: Readonly<Record<string, (...args: number[]) => number>> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  exp: Math.exp,
  log: Math.log,
  log10: Math.log10,
  log2: Math.log2,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  sign: Math.sign,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
};
const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

const TOKEN = /\s*(\d+\.?\d*(?:e[+-]?\d+)?|\.\d+|[a-z_][a-z0-9_]*|[-+*/%^(),])/giy;

function tokenize(text: string): string[] | undefined {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(text);
    if (!match) return undefined;
    tokens.push(match[1]!);
  }
  return tokens;
}

class Parser {
  private at = 0;
  constructor(private readonly tokens: readonly string[]) {}

  parse(): Node {
    const node = this.sum();
    if (this.at !== this.tokens.length) throw new SyntaxError('Unexpected token');
    return node;
  }

  private peek = (): string | undefined => this.tokens[this.at];
  private next = (): string | undefined => this.tokens[this.at++];

  private expect(token: string): void {
    if (this.next() !== token) throw new SyntaxError(`Expected ${token}`);
  }

  private sum(): Node {
    let left = this.product();
    while (this.peek() === '+' || this.peek() === '-') {
      const op = this.next();
      const l = left;
      const r = this.product();
      left = op === '+' ? (x) => l(x) + r(x) : (x) => l(x) - r(x);
    }
    return left;
  }

  private product(): Node {
    let left = this.unary();
    while (this.peek() === '*' || this.peek() === '/' || this.peek() === '%') {
      const op = this.next();
      const l = left;
      const r = this.unary();
      left = op === '*' ? (x) => l(x) * r(x) : op === '/' ? (x) => l(x) / r(x) : (x) => l(x) % r(x);
    }
    return left;
  }

  private unary(): Node {
    if (this.peek() === '-') {
      this.next();
      const operand = this.unary();
      return (x) => -operand(x);
    }
    if (this.peek() === '+') this.next();
    return this.power();
  }

  private power(): Node {
    const base = this.atom();
    if (this.peek() !== '^') return base;
    this.next();
    const exponent = this.unary();
    return (x) => base(x) ** exponent(x);
  }

  private atom(): Node {
    const token = this.next();
    if (token === undefined) throw new SyntaxError('Unexpected end');
    if (token === '(') {
      const inner = this.sum();
      this.expect(')');
      return inner;
    }
    if (/^[\d.]/.test(token)) {
      const value = Number(token);
      return () => value;
    }
    return this.name(token.toLowerCase());
  }

  private name(name: string): Node {
    if (name === 'x') return (x) => x;
    if (Object.hasOwn(CONSTANTS, name)) return () => CONSTANTS[name]!;
    const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name]! : undefined;
    if (!fn) throw new SyntaxError(`Unknown name ${name}`);
    this.expect('(');
    const args: Node[] = [this.sum()];
    while (this.peek() === ',') {
      this.next();
      args.push(this.sum());
    }
    this.expect(')');
    return (x) => fn(...args.map((arg) => arg(x)));
  }
}

/** Compiles a formula in `x` (Superset's `y = ...` prefix allowed) to a function, or undefined when invalid. */
export function compileFormula(formula: unknown): ((x: number) => number) | undefined {
  if (typeof formula !== 'string' || formula.length > 1000) return undefined;
  const body = formula.replace(/^\s*y\s*=/i, '');
  const tokens = tokenize(body);
  if (!tokens || tokens.length === 0) return undefined;
  try {
    return new Parser(tokens).parse();
  } catch {
    return undefined;
  }
}
