import { describe, expect, it } from 'vitest';
import { QueryEngineError } from '#shared/errors.ts';
import {
  DEFAULT_RENDER_BUDGET,
  parseTemplateParams,
  renderTemplate,
  templateLiteralText,
  type TemplateContext,
} from '#functions/lib/sql/templates.ts';

function failureOf(render: () => unknown): unknown {
  try {
    render();
    return undefined;
  } catch (error) {
    return error instanceof QueryEngineError ? { status: error.status, body: error.toBody() } : error;
  }
}

const templateError = (message: string, errorType: string, extra: Record<string, unknown> = {}) => ({
  status: 400,
  body: { errors: [{ message, error_type: errorType, level: 'error', extra }] },
});

describe('renderTemplate', () => {
  it('returns SQL without template markers untouched', () => {
    // Arrange
    const sql = "SELECT '{ not a template }' AS x -- {{";

    // Act
    const rendered = renderTemplate(sql.replace('{{', '{'), {});

    // Assert
    expect(rendered).toBe("SELECT '{ not a template }' AS x -- {");
  });

  it('renders params as variables without quoting them', () => {
    // Act
    const rendered = renderTemplate("SELECT * FROM t WHERE name = '{{ name }}' LIMIT {{ n }}", {
      params: { name: 'Aaron', n: 5 },
    });

    // Assert
    expect(rendered).toBe("SELECT * FROM t WHERE name = 'Aaron' LIMIT 5");
  });

  it('renders url_param with its default and doubles quotes by default', () => {
    // Arrange
    const context: TemplateContext = { urlParams: { name: "O'Brien" } };

    // Act
    const rendered = renderTemplate(
      "'{{ url_param('name') }}', '{{ url_param('missing', 'x') }}', '{{ url_param('other', default='y') }}'",
      context,
    );

    // Assert
    expect(rendered).toBe("'O''Brien', 'x', 'y'");
  });

  it('renders filter_values of IN and == filters joined as the author writes', () => {
    // Arrange
    const context: TemplateContext = {
      filters: [
        { col: 'gender', op: 'IN', val: ['boy', 'girl'] },
        { col: 'gender', op: '==', val: 'other' },
        { col: 'gender', op: 'NOT IN', val: ['x'] },
        { col: 'state', op: 'IN', val: ['CA'] },
      ],
    };

    // Act
    const rendered = renderTemplate(`gender IN ('{{ filter_values('gender') | join("', '") }}')`, context);

    // Assert
    expect(rendered).toBe("gender IN ('boy', 'girl', 'other')");
  });

  it('renders the default of filter_values when no filter applies', () => {
    // Act
    const rendered = renderTemplate("{{ filter_values('gender', 'boy') | join(',') }}", { filters: [] });

    // Assert
    expect(rendered).toBe('boy');
  });

  it('exposes get_filters, from_dttm, to_dttm and the current user', () => {
    // Arrange
    const context: TemplateContext = {
      filters: [{ col: 'num', op: '>', val: 3 }],
      fromDttm: '2020-01-01T00:00:00',
      toDttm: null,
      username: 'admin',
      userId: 1,
    };
    const template =
      "{% for f in get_filters('num') %}{{ f.col }} {{ f.op }} {{ f.val }}{% endfor %}|{{ from_dttm }}|{{ to_dttm is none }}|{{ current_username() }}|{{ current_user_id() }}";

    // Act
    const rendered = renderTemplate(template, context);

    // Assert
    expect(rendered).toBe('num > 3|2020-01-01T00:00:00|true|admin|1');
  });

  it('does not mistake loop variables, set names, macro arguments or defined-tests for undefined', () => {
    // Arrange
    const template = [
      '{% set cols = ["a", "b"] %}',
      '{% macro q(name, suffix="") %}"{{ name }}{{ suffix }}"{% endmacro %}',
      '{% for c in cols %}{{ q(c) }}{% if not loop.last %}, {% endif %}{% endfor %}',
      '{% if maybe is defined %}{{ maybe }}{% endif %}{{ absent | default("x") }}',
    ].join('');

    // Act
    const rendered = renderTemplate(template, {});

    // Assert
    expect(rendered).toBe('"a", "b"x');
  });

  it('refuses undefined variables, listing each once, even in a branch not taken', () => {
    // Act
    const failure = failureOf(() => renderTemplate('{{ x }} {% if false %}{{ y }}{{ x }}{% endif %}', {}));

    // Assert
    expect(failure).toEqual(
      templateError(
        'The following parameters in your query are undefined: "x", "y".',
        'MISSING_TEMPLATE_PARAMS_ERROR',
        {
          undefined_parameters: ['x', 'y'],
        },
      ),
    );
  });

  it('refuses a template with a syntax error', () => {
    // Act
    const failure = failureOf(() => renderTemplate('SELECT {{ a + }}', { params: { a: 1 } }));

    // Assert
    expect(failure).toEqual(
      templateError('The template is invalid: Unexpected token: CloseExpression', 'INVALID_TEMPLATE_PARAMS_ERROR'),
    );
  });
});

describe('renderTemplate sandbox', () => {
  it.each([
    "{{ ''.constructor }}",
    '{{ x.__proto__ }}',
    '{{ x.constructor }}',
    "{{ x['__proto__'] }}",
    '{{ url_param.constructor }}',
    "{{ ''.__class__ }}",
  ])('renders %s as nothing', (template) => {
    // Act
    const rendered = renderTemplate(template, { params: { x: { a: 1 } } });

    // Assert
    expect(rendered).toBe('');
  });

  it.each(['{{ process }}', '{{ globalThis }}', '{{ require }}'])(
    'knows no JavaScript globals: %s is undefined',
    (template) => {
      // Act
      const failure = failureOf(() => renderTemplate(template, {}));

      // Assert
      expect(failure).toMatchObject({ body: { errors: [{ error_type: 'MISSING_TEMPLATE_PARAMS_ERROR' }] } });
    },
  );

  it('cannot call a constructor reached through attributes', () => {
    // Act
    const failure = failureOf(() => renderTemplate("{{ ''.constructor('return process')() }}", {}));

    // Assert
    expect(failure).toEqual(
      templateError(
        'The template is invalid: Cannot call something that is not a function: got UndefinedValue',
        'INVALID_TEMPLATE_PARAMS_ERROR',
      ),
    );
  });

  it('refuses output over 1 MB', () => {
    // Arrange
    const template =
      "{% set s = namespace(v='x') %}{% for i in range(21) %}{% set s.v = s.v ~ s.v %}{% endfor %}{{ s.v }}";

    // Act
    const failure = failureOf(() => renderTemplate(template, {}));

    // Assert
    expect(failure).toEqual(
      templateError(
        'The template is invalid: the output is larger than 1048576 characters',
        'INVALID_TEMPLATE_PARAMS_ERROR',
      ),
    );
  });

  it('refuses a range beyond reason', () => {
    // Act
    const failure = failureOf(() => renderTemplate('{% for i in range(1000000000) %}{% endfor %}', {}));

    // Assert
    expect(failure).toEqual(
      templateError('The template is invalid: range() is limited to 100000 items', 'INVALID_TEMPLATE_PARAMS_ERROR'),
    );
  });

  it('stops nested loops over ranges beyond reason', () => {
    // Act
    const failure = failureOf(() =>
      // No time budget here: which limit stops the render must not depend on how loaded the machine is.
      renderTemplate(
        '{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}',
        {},
        { ...DEFAULT_RENDER_BUDGET, maxMillis: Number.POSITIVE_INFINITY },
      ),
    );

    // Assert
    expect(failure).toEqual(
      templateError('The template is invalid: rendering loops over too many items', 'INVALID_TEMPLATE_PARAMS_ERROR'),
    );
  });

  it('stops a render that runs past its time budget', () => {
    // Arrange: a clock that advances a millisecond each time it is read, and no step limit to hit first.
    const items = Array.from({ length: 5000 }, (_, index) => index);
    const template = '{% for a in items %}{% for b in items %}{% endfor %}{% endfor %}';
    let millis = 0;
    const budget = {
      ...DEFAULT_RENDER_BUDGET,
      maxSteps: Number.POSITIVE_INFINITY,
      maxMillis: 20,
      now: () => (millis += 1),
    };

    // Act
    const failure = failureOf(() => renderTemplate(template, { params: { items } }, budget));

    // Assert
    expect(failure).toEqual(
      templateError('The template is invalid: rendering takes too long', 'INVALID_TEMPLATE_PARAMS_ERROR'),
    );
  });

  it('stops a render that takes too many steps', () => {
    // Act
    const failure = failureOf(() =>
      renderTemplate('{% for a in range(1000) %}{{ a }}{% endfor %}', {}, { ...DEFAULT_RENDER_BUDGET, maxSteps: 500 }),
    );

    // Assert
    expect(failure).toEqual(
      templateError('The template is invalid: rendering takes too many steps', 'INVALID_TEMPLATE_PARAMS_ERROR'),
    );
  });
});

describe('parseTemplateParams', () => {
  it('parses a JSON object', () => {
    // Act
    const params = parseTemplateParams('{"name": "Aaron", "n": 5, "list": [1, 2]}');

    // Assert
    expect(params).toEqual({ name: 'Aaron', n: 5, list: [1, 2] });
  });

  it.each([undefined, '', '  '])('answers no params for %j', (json) => {
    // Act
    const params = parseTemplateParams(json);

    // Assert
    expect(params).toEqual({});
  });

  it.each(['{not json', '[1, 2]', '"text"', '42', 'null'])('refuses %j', (json) => {
    // Act
    const failure = failureOf(() => parseTemplateParams(json));

    // Assert
    expect(failure).toEqual(
      templateError('The template parameters are not valid JSON', 'INVALID_TEMPLATE_PARAMS_ERROR'),
    );
  });
});

describe('templateLiteralText', () => {
  it.each([
    ['text without tags, untouched', "name = 'x'", "name = 'x'"],
    [
      'each expression as NULL',
      "num > {{ filter_values('num')[0] }} AND ds >= '{{ from_dttm }}'",
      "num > NULL AND ds >= 'NULL'",
    ],
    ['statements and comments left out', '{% if x %}a = 1{% else %}b = 2{% endif %}{# why #}', ' a = 1 b = 2  '],
    ['an unclosed tag kept as text', 'a = 1 {{ b', 'a = 1 {{ b'],
    ['an expression holding a brace in a string', '{{ "}" }} + 1', 'NULL + 1'],
  ])('answers %s', (_case, template, literal) => {
    // Act
    const text = templateLiteralText(template);

    // Assert
    expect(text).toBe(literal);
  });

  it('reads a long run of unclosed tags in one pass', () => {
    // Arrange
    const template = `${'{{'.repeat(200_000)} read_text('x')`;

    // Act
    const text = templateLiteralText(template);

    // Assert
    expect(text).toBe(template);
  });
});
