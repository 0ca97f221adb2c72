import { describe, expect, it } from 'vitest';
import { RlsPostBody, type RlsItem } from '../../../../../shared/api/row-level-security.ts';
import { ApiError } from '../../../../../web/app/core/http/api-error.ts';
import {
  hasRequiredFields,
  rlsBody,
  rlsDraft,
  rlsDraftErrors,
  type RlsDraft,
} from '../../../../../web/app/features/row-level-security/rls-form.ts';
import { serverRefusal } from '../../../../../web/app/features/row-level-security/server-field-errors.ts';

const RULE: RlsItem = {
  id: 3,
  name: 'Finance only',
  filter_type: 'Base',
  tables: [
    { id: 1, schema: 'main', table_name: 'birth_names' },
    { id: 4, schema: null, table_name: 'orders' },
  ],
  roles: [{ id: 2, name: 'Admin' }],
  clause: "department = 'Finance'",
  group_key: null,
  description: null,
};

/** A draft with every required field filled. */
const filled = (change: Partial<RlsDraft> = {}): RlsDraft => ({
  ...rlsDraft(),
  name: 'Europe',
  tables: [{ value: 1, label: 'main.birth_names' }],
  clause: "region = 'Europe'",
  ...change,
});

describe('the rule form', () => {
  it("starts a new rule as Superset's: Regular, nothing picked, nothing typed", () => {
    // Act
    const draft = rlsDraft();

    // Assert
    expect(draft).toEqual({
      name: '',
      filterType: 'Regular',
      tables: [],
      roles: [],
      groupKey: '',
      clause: '',
      description: '',
    });
  });

  it('fills the form from a loaded rule, naming datasets as the related search does (schema.table_name)', () => {
    // Act
    const draft = rlsDraft(RULE);

    // Assert
    expect(draft).toEqual({
      name: 'Finance only',
      filterType: 'Base',
      tables: [
        { value: 1, label: 'main.birth_names' },
        { value: 4, label: 'orders' },
      ],
      roles: [{ value: 2, label: 'Admin' }],
      groupKey: '',
      clause: "department = 'Finance'",
      description: '',
    });
  });

  it.each([
    ['every required field filled', filled(), true],
    ['no name', filled({ name: '  ' }), false],
    ['no dataset', filled({ tables: [] }), false],
    ['a blank clause', filled({ clause: ' \n ' }), false],
    ['no roles, group key or description (optional)', filled({ roles: [], groupKey: '', description: '' }), true],
  ])('enables Save only with the required fields: %s', (_what, draft, expected) => {
    // Act / Assert
    expect(hasRequiredFields(draft)).toBe(expected);
  });

  it.each([
    ['a filled draft', filled(), {}],
    [
      'an empty draft',
      rlsDraft(),
      { name: 'This field is required', tables: 'This field is required', clause: 'This field is required' },
    ],
    ['a name over 256 characters', filled({ name: 'n'.repeat(257) }), { name: 'Longer than maximum length 256.' }],
    [
      'a group key over 256 characters',
      filled({ groupKey: 'g'.repeat(257) }),
      { groupKey: 'Longer than maximum length 256.' },
    ],
    [
      'a clause over 4096 bytes (counted in UTF-8)',
      filled({ clause: 'é'.repeat(2049) }),
      { clause: 'Longer than maximum length 4096.' },
    ],
    [
      'a description over 4096 bytes',
      filled({ description: 'd'.repeat(4097) }),
      { description: 'Longer than maximum length 4096.' },
    ],
  ])('validates %s', (_what, draft, expected) => {
    // Act / Assert
    expect(rlsDraftErrors(draft)).toEqual(expected);
  });

  it('sends every field, ids for the picks, and null for an empty group key or description', () => {
    // Act
    const body = rlsBody(
      filled({
        name: ' Europe ',
        filterType: 'Base',
        roles: [{ value: 5, label: 'Gamma' }],
        groupKey: '  ',
        description: ' ',
      }),
    );

    // Assert
    expect({ body, valid: RlsPostBody.safeParse(body).success }).toEqual({
      body: {
        name: 'Europe',
        filter_type: 'Base',
        tables: [1],
        roles: [5],
        clause: "region = 'Europe'",
        group_key: null,
        description: null,
      },
      valid: true,
    });
  });

  it('keeps a group key trimmed and a description as typed', () => {
    // Act
    const body = rlsBody(filled({ groupKey: ' region ', description: 'Europe only\n' }));

    // Assert
    expect([body.group_key, body.description]).toEqual(['region', 'Europe only\n']);
  });
});

describe("a refused save's messages", () => {
  it('go under their fields when the server names them (400 or 422), the others stay for the alert', () => {
    // Arrange
    const refused = new ApiError(422, [
      'name: A rule with this name already exists.',
      'tables: Shorter than minimum length 1.',
      'tables: Dataset 9 does not exist.',
      'extra_field: Unknown field.',
    ]);

    // Act
    const { fields, rest } = serverRefusal(refused);

    // Assert
    expect({ fields, rest: rest instanceof ApiError ? [rest.status, rest.messages] : rest }).toEqual({
      fields: {
        name: 'A rule with this name already exists.',
        tables: 'Shorter than minimum length 1. Dataset 9 does not exist.',
      },
      rest: [422, ['extra_field: Unknown field.']],
    });
  });

  it('leave nothing for the alert when each names a field', () => {
    // Act
    const refusal = serverRefusal({ status: 400, messages: ['group_key: Not a valid string.'], errors: [] });

    // Assert
    expect(refusal).toEqual({ fields: { groupKey: 'Not a valid string.' }, rest: null });
  });

  it.each([
    ['a 404', new ApiError(404, ['Not found'])],
    ['a 500 worded like a field', new ApiError(500, ['name: boom'])],
    ['an unexpected error', new Error('boom')],
  ])('are all for the alert on %s', (_what, error) => {
    // Act / Assert
    expect(serverRefusal(error)).toEqual({ fields: {}, rest: error });
  });
});
