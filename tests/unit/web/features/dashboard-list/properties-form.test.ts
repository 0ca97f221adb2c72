import { describe, expect, it } from 'vitest';
import type { DashboardItem } from '../../../../../shared/api/dashboard.ts';
import {
  draftOf,
  propertiesBody,
  validateDraft,
  type PropertiesDraft,
} from '../../../../../web/app/features/dashboard-list/properties-form.ts';

const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace' };

const dashboard: DashboardItem = {
  id: 7,
  dashboard_title: 'Sales',
  slug: null,
  url: '/superset/dashboard/7/',
  published: true,
  owners: [ada],
  roles: [{ id: 3, name: 'Gamma' }],
  certified_by: 'Data team',
  certification_details: null,
  changed_by: ada,
  changed_by_name: 'Ada Lovelace',
  changed_on_delta_humanized: 'now',
  created_by: ada,
  created_on_delta_humanized: 'now',
  thumbnail_url: null,
  is_managed_externally: false,
  tags: [],
  css: null,
  json_metadata: '{"color_scheme":"supersetColors","refresh_frequency":0}',
  position_json: null,
  changed_on: '2024-01-01T00:00:00',
  charts: [],
};

const draft: PropertiesDraft = {
  title: ' Sales ',
  slug: '',
  owners: [{ value: 1, label: 'Ada Lovelace' }],
  roles: [],
  certifiedBy: '',
  certificationDetails: 'kept?',
  colorScheme: '',
  jsonMetadata: '{}',
};

describe('draftOf', () => {
  it('fills the form from the dashboard, metadata indented and unset text empty', () => {
    // Act
    const filled = draftOf(dashboard);

    // Assert
    expect(filled).toEqual({
      title: 'Sales',
      slug: '',
      owners: [{ value: 1, label: 'Ada Lovelace' }],
      roles: [{ value: 3, label: 'Gamma' }],
      certifiedBy: 'Data team',
      certificationDetails: '',
      colorScheme: 'supersetColors',
      jsonMetadata: '{\n  "color_scheme": "supersetColors",\n  "refresh_frequency": 0\n}',
    });
  });
});

describe('validateDraft', () => {
  it.each([
    { name: 'a plain draft', change: {}, expected: {} },
    { name: 'an empty title (saved as untitled)', change: { title: '' }, expected: {} },
    {
      name: 'metadata that is no JSON',
      change: { jsonMetadata: '{"a":' },
      expected: { jsonMetadata: 'JSON metadata is invalid!' },
    },
    {
      name: 'metadata that is a JSON list',
      change: { jsonMetadata: '[1]' },
      expected: { jsonMetadata: 'JSON metadata is invalid!' },
    },
    {
      name: 'a slug too long',
      change: { slug: 's'.repeat(256) },
      expected: { slug: 'URL slug must be at most 255 characters' },
    },
    {
      name: 'a title too long',
      change: { title: 't'.repeat(501) },
      expected: { title: 'Name must be at most 500 characters' },
    },
  ])('checks $name', ({ change, expected }) => {
    // Act
    const errors = validateDraft({ ...draft, ...change });

    // Assert
    expect(errors).toEqual(expected);
  });
});

describe('propertiesBody', () => {
  it.each([
    {
      name: 'an uncertified dashboard, dropping the certification details',
      change: {},
      expected: {
        dashboard_title: 'Sales',
        slug: null,
        owners: [1],
        roles: [],
        certified_by: null,
        certification_details: null,
        json_metadata: '{}',
      },
    },
    {
      name: 'an untitled, certified dashboard with a slug, roles and metadata',
      change: {
        title: '  ',
        slug: ' sales ',
        roles: [{ value: 3, label: 'Gamma' }],
        certifiedBy: 'Data team',
        jsonMetadata: '{\n  "a": 1\n}',
      },
      expected: {
        dashboard_title: '[ untitled dashboard ]',
        slug: 'sales',
        owners: [1],
        roles: [3],
        certified_by: 'Data team',
        certification_details: 'kept?',
        json_metadata: '{"a":1}',
      },
    },
    {
      name: 'a new known colour scheme into the metadata, emptying the settled label colours',
      change: {
        colorScheme: 'bnbColors',
        jsonMetadata: '{"color_scheme": "old", "refresh_frequency": 60, "map_label_colors": {"boy": "#1FA8C9"}}',
      },
      expected: {
        dashboard_title: 'Sales',
        slug: null,
        owners: [1],
        roles: [],
        certified_by: null,
        certification_details: null,
        json_metadata:
          '{"color_scheme":"bnbColors","refresh_frequency":60,"map_label_colors":{},"color_scheme_domain":[]}',
      },
    },
    {
      name: 'the same colour scheme with the settled label colours kept',
      change: {
        colorScheme: 'bnbColors',
        jsonMetadata: '{"color_scheme": "bnbColors", "map_label_colors": {"boy": "#29696B"}}',
      },
      expected: {
        dashboard_title: 'Sales',
        slug: null,
        owners: [1],
        roles: [],
        certified_by: null,
        certification_details: null,
        json_metadata: '{"color_scheme":"bnbColors","map_label_colors":{"boy":"#29696B"}}',
      },
    },
    {
      name: 'no colour scheme for an unknown one, so the default applies',
      change: { colorScheme: 'nope', jsonMetadata: '{"color_scheme": "old", "refresh_frequency": 60}' },
      expected: {
        dashboard_title: 'Sales',
        slug: null,
        owners: [1],
        roles: [],
        certified_by: null,
        certification_details: null,
        json_metadata: '{"refresh_frequency":60,"map_label_colors":{},"color_scheme_domain":[]}',
      },
    },
  ])('sends $name', ({ change, expected }) => {
    // Act
    const body = propertiesBody({ ...draft, ...change }, new Set(['supersetColors', 'bnbColors']));

    // Assert
    expect(body).toEqual(expected);
  });
});
