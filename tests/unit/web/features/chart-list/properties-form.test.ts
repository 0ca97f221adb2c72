import { describe, expect, it } from 'vitest';
import {
  draftOf,
  propertiesBody,
  validateDraft,
  type PropertiesDraft,
} from '../../../../../web/app/features/chart-list/properties-form.ts';
import { chartItem } from './fixtures.ts';

const draft: PropertiesDraft = {
  name: ' Sales ',
  description: '',
  owners: [{ value: 1, label: 'Ada Lovelace' }],
  cacheTimeout: '',
  certifiedBy: '',
  certificationDetails: '',
};

describe('draftOf', () => {
  it('fills the form from a listed chart, empty text for what is unset', () => {
    // Arrange
    const chart = {
      ...chartItem(7, 'Sales'),
      cache_timeout: 300,
      certified_by: 'Data team',
      certification_details: null,
    };

    // Act
    const filled = draftOf(chart);

    // Assert
    expect(filled).toEqual({
      name: 'Sales',
      description: '',
      owners: [{ value: 1, label: 'Ada Lovelace' }],
      cacheTimeout: 300,
      certifiedBy: 'Data team',
      certificationDetails: '',
    });
  });
});

describe('validateDraft', () => {
  it.each([
    { name: 'a named chart', change: {}, expected: {} },
    { name: 'a blank name', change: { name: '   ' }, expected: { name: 'Name is required' } },
    {
      name: 'a name too long',
      change: { name: 'x'.repeat(251) },
      expected: { name: 'Name must be at most 250 characters' },
    },
    { name: 'a cache timeout of -1', change: { cacheTimeout: -1 }, expected: {} },
    {
      name: 'a cache timeout below -1',
      change: { cacheTimeout: -5 },
      expected: { cacheTimeout: 'Cache timeout must be a whole number of seconds (-1 bypasses the cache)' },
    },
    {
      name: 'a fractional cache timeout',
      change: { cacheTimeout: 1.5 },
      expected: { cacheTimeout: 'Cache timeout must be a whole number of seconds (-1 bypasses the cache)' },
    },
    {
      name: 'a certifier too long',
      change: { certifiedBy: 'y'.repeat(251) },
      expected: { certifiedBy: 'At most 250 characters' },
    },
  ])('$name', ({ change, expected }) => {
    // Act
    const errors = validateDraft({ ...draft, ...change });

    // Assert
    expect(errors).toEqual(expected);
  });
});

describe('propertiesBody', () => {
  it.each([
    {
      name: 'blank optional fields as null',
      change: {},
      expected: {
        slice_name: 'Sales',
        description: null,
        owners: [1],
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
      },
    },
    {
      name: 'every field set',
      change: {
        description: 'Monthly',
        owners: [
          { value: 1, label: 'A' },
          { value: 2, label: 'B' },
        ],
        cacheTimeout: 600,
        certifiedBy: ' QA ',
        certificationDetails: 'Checked',
      },
      expected: {
        slice_name: 'Sales',
        description: 'Monthly',
        owners: [1, 2],
        cache_timeout: 600,
        certified_by: 'QA',
        certification_details: 'Checked',
      },
    },
    {
      name: 'details dropped without a certifier',
      change: { certificationDetails: 'Orphan' },
      expected: {
        slice_name: 'Sales',
        description: null,
        owners: [1],
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
      },
    },
  ])('sends $name', ({ change, expected }) => {
    // Act
    const body = propertiesBody({ ...draft, ...change });

    // Assert
    expect(body).toEqual(expected);
  });
});
