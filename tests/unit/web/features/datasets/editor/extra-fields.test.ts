import { describe, expect, it } from 'vitest';
import { extraFieldsOf, withExtraFields } from '../../../../../../web/app/features/datasets/editor/extra-fields.ts';

describe('extraFieldsOf', () => {
  it.each([
    ['no extra', '', { certified_by: '', certification_details: '', warning_markdown: '' }],
    [
      'all three',
      '{"certification": {"certified_by": "Finance", "details": "Audited"}, "warning_markdown": "Late **data**"}',
      { certified_by: 'Finance', certification_details: 'Audited', warning_markdown: 'Late **data**' },
    ],
    [
      'fields of other types',
      '{"certification": "yes", "warning_markdown": 3}',
      { certified_by: '', certification_details: '', warning_markdown: '' },
    ],
    ['text being typed', '{"warning_markdown": ', null],
    ['an array', '[]', null],
  ])('%s', (_case, text, expected) => {
    // Arrange, Act, Assert
    expect(extraFieldsOf(text)).toEqual(expected);
  });
});

describe('withExtraFields', () => {
  const extra = '{"kept": 1, "warning_markdown": "Late", "certification": {"certified_by": "Ops", "details": ""}}';
  it.each([
    ['a warning into no extra', '', { warning_markdown: 'Late data' }, '{\n  "warning_markdown": "Late data"\n}'],
    [
      'a new warning, keys in their places',
      extra,
      { warning_markdown: 'Stale' },
      '{\n  "kept": 1,\n  "warning_markdown": "Stale",\n  "certification": {\n    "certified_by": "Ops",\n    "details": ""\n  }\n}',
    ],
    [
      'an emptied warning and certification leave the object',
      extra,
      { warning_markdown: '', certified_by: '' },
      '{\n  "kept": 1\n}',
    ],
    [
      'certification details alone',
      '{}',
      { certification_details: 'Audited' },
      '{\n  "certification": {\n    "certified_by": "",\n    "details": "Audited"\n  }\n}',
    ],
    ['everything emptied', '{"warning_markdown": "Late"}', { warning_markdown: '' }, ''],
    ['text that is not an object stays as it is', '{"kept": ', { warning_markdown: 'Late' }, '{"kept": '],
  ])('%s', (_case, text, change, expected) => {
    // Arrange, Act, Assert
    expect(withExtraFields(text, change)).toBe(expected);
  });
});
