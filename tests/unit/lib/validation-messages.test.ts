import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { marshmallowMessage } from '#functions/lib/validation-messages.ts';

const Payload = z.object({
  name: z.string(),
  limit: z.number().int(),
  ratio: z.number(),
  force: z.boolean(),
  method: z.enum(['TABLE', 'VIEW']),
  tags: z.array(z.string()),
  extra: z.object({}),
  label: z.string({ error: 'Label is required' }),
});

const messagesOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Payload.safeParse(value, { error: marshmallowMessage }).error!.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('marshmallowMessage', () => {
  it("answers wrong types and choices in marshmallow's words, keeping a schema's own message", () => {
    // Act
    const messages = messagesOf({
      name: 1,
      limit: 1.5,
      ratio: 'x',
      force: 'yes',
      method: 'CTE',
      tags: 'a',
      extra: [],
      label: 3,
    });

    // Assert
    expect(messages).toEqual({
      name: 'Not a valid string.',
      limit: 'Not a valid integer.',
      ratio: 'Not a valid number.',
      force: 'Not a valid boolean.',
      method: 'Must be one of: TABLE, VIEW.',
      tags: 'Not a valid list.',
      extra: 'Not a valid mapping type.',
      label: 'Label is required',
    });
  });

  it('answers a missing field, a missing choice included, as missing', () => {
    // Act
    const messages = messagesOf({ label: 'x' });

    // Assert
    expect(messages).toEqual({
      name: 'Missing data for required field.',
      limit: 'Missing data for required field.',
      ratio: 'Missing data for required field.',
      force: 'Missing data for required field.',
      method: 'Missing data for required field.',
      tags: 'Missing data for required field.',
      extra: 'Missing data for required field.',
    });
  });

  it('answers a null where the field takes none as marshmallow does', () => {
    // Act
    const messages = messagesOf({
      name: null,
      limit: 1,
      ratio: 1,
      force: true,
      method: 'TABLE',
      tags: [],
      extra: {},
      label: 'l',
    });

    // Assert
    expect(messages).toEqual({ name: 'Field may not be null.' });
  });

  it('calls a string where an integer belongs not a valid integer', () => {
    // Act
    const messages = messagesOf({
      name: 'n',
      limit: 'ten',
      ratio: 1,
      force: true,
      method: 'TABLE',
      tags: [],
      extra: {},
      label: 'l',
    });

    // Assert
    expect(messages).toEqual({ limit: 'Not a valid integer.' });
  });

  it.each([
    [z.number().int().min(0), -1, 'Must be greater than or equal to 0.'],
    [z.number().positive(), 0, 'Must be greater than 0.'],
    [z.number().max(200), 201, 'Must be less than or equal to 200.'],
    [z.string().max(3), 'abcd', 'Longer than maximum length 3.'],
    [z.array(z.number()).min(1), [], 'Shorter than minimum length 1.'],
  ])(
    "answers a value out of bounds in marshmallow's Range and Length words (%#)",
    (schema: z.ZodType, value, message) => {
      // Act
      const issues = schema.safeParse(value, { error: marshmallowMessage }).error!.issues;

      // Assert
      expect(issues.map((issue) => issue.message)).toEqual([message]);
    },
  );
});
