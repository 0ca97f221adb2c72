import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { jsonInit, ROLE_IDS, userClient } from './security-client.ts';

/** Superset 6's ThemeRestApi over the local runtime: writes and their checks, list, item, system default, who may. */

const admin = useApiClient<JsonBody>();
let gamma: ApiClient<JsonBody>;

const brand = {
  colorPrimary: '#7b2cbf',
  fontFamily: 'Georgia, "Times New Roman", serif',
  brandLogoUrl: 'https://cdn.example.com/logo.png',
  brandAppName: 'Acme Analytics',
};
const themeBody = (name: string, token: Record<string, unknown> = brand) => ({
  theme_name: name,
  json_data: JSON.stringify({ token }),
});
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

beforeAll(async () => {
  gamma = await userClient(admin, 'themegamma', [ROLE_IDS.Gamma]);
});

describe('writing themes', () => {
  it("creates a theme (201 with the fields as accepted) and shows it in Superset's show columns", async () => {
    // Act
    const created = await admin.post('/api/v1/theme/', themeBody('Acme'));
    const shown = await admin.get(`/api/v1/theme/${created.body.id}`);

    // Assert
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), result: themeBody('Acme') } });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toEqual({
      id: created.body.id,
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      theme_name: 'Acme',
      json_data: JSON.stringify({ token: brand }),
      is_system: false,
      is_system_default: false,
      is_system_dark: false,
      changed_on_delta_humanized: expect.any(String),
      changed_by: { id: 1, first_name: expect.any(String), last_name: expect.any(String) },
      created_by: { id: 1, first_name: expect.any(String), last_name: expect.any(String) },
    });
    expect(shown.body.show_title).toBe('Show Theme');
  });

  it('accepts a logo as a small PNG data: URL, a link on this site, and tokens Skyset keeps without drawing', async () => {
    // Act
    const answer = await admin.post(
      '/api/v1/theme/',
      themeBody('Data logo', { brandLogoUrl: TINY_PNG, brandLogoHref: '/superset/welcome/', borderRadius: 4 }),
    );

    // Assert
    expect(answer.status).toBe(201);
  });

  it('updates both fields, dropping others of the body as Superset does', async () => {
    // Arrange
    const created = await admin.post('/api/v1/theme/', themeBody('To rename'));

    // Act
    const updated = await admin.request(
      `/api/v1/theme/${created.body.id}`,
      jsonInit('PUT', { ...themeBody('Renamed', { colorPrimary: '#2f9e44' }), is_system_default: true }),
    );
    const shown = await admin.get(`/api/v1/theme/${created.body.id}`);

    // Assert
    expect(updated).toEqual({
      status: 200,
      body: { id: created.body.id, result: themeBody('Renamed', { colorPrimary: '#2f9e44' }) },
    });
    expect(shown.body.result).toMatchObject({ theme_name: 'Renamed', is_system_default: false });
  });

  it.each<[string, Record<string, unknown>, unknown]>([
    ['a blank name', { theme_name: '  ' }, { theme_name: ['Theme name cannot be empty.'] }],
    ['no definition', { json_data: undefined }, { json_data: ['Missing data for required field.'] }],
    ['a definition that is not JSON', { json_data: '{token:' }, { json_data: ['Invalid JSON configuration'] }],
    [
      'a definition that is no theme',
      { json_data: '[1, 2]' },
      { json_data: ['Invalid theme configuration structure'] },
    ],
    [
      'a primary colour not written #rrggbb',
      themeBody('x', { colorPrimary: 'red' }),
      { json_data: ['Token colorPrimary must be a colour written #rrggbb.'] },
    ],
    [
      'a font list that could break out of CSS',
      themeBody('x', { fontFamily: 'Arial; } body { display: none' }),
      { json_data: ['Token fontFamily must list font names only (letters, digits, spaces, commas, quotes).'] },
    ],
    [
      'a font loaded from a URL',
      themeBody('x', { fontFamily: 'url(https://evil.example/font.woff)' }),
      { json_data: [expect.stringContaining('fontFamily')] },
    ],
    [
      'a logo over plain http',
      themeBody('x', { brandLogoUrl: 'http://cdn.example.com/logo.png' }),
      { json_data: ['Token brandLogoUrl must be an https URL or a path on this site.'] },
    ],
    [
      'a javascript: logo',
      themeBody('x', { brandLogoUrl: 'javascript:alert(1)' }),
      { json_data: ['Token brandLogoUrl must be an https URL or a path on this site.'] },
    ],
    [
      'an SVG logo (which may carry script)',
      themeBody('x', { brandLogoUrl: 'data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Pjwvc2NyaXB0Pjwvc3ZnPg==' }),
      { json_data: ['Token brandLogoUrl must be a base64 data: URL of a PNG, JPEG, GIF or WebP image.'] },
    ],
    [
      'a logo data: URL too long',
      themeBody('x', { brandLogoUrl: `data:image/png;base64,${'A'.repeat(100_000)}` }),
      { json_data: ['Token brandLogoUrl must be a data: URL of at most 98304 characters.'] },
    ],
    [
      'a logo link to another site over //',
      themeBody('x', { brandLogoHref: '//evil.example/' }),
      { json_data: ['Token brandLogoHref must be an https URL or a path on this site.'] },
    ],
    [
      'another token holding CSS',
      themeBody('x', { colorBgBase: 'red; background: url(https://evil.example/)' }),
      { json_data: ['Token colorBgBase holds characters a theme value may not hold.'] },
    ],
    [
      'an unknown algorithm',
      { json_data: '{"algorithm": "neon"}' },
      { json_data: [expect.stringContaining('algorithm')] },
    ],
    ['an unknown field', { extra: 1 }, { extra: ['Unknown field.'] }],
  ])('refuses %s in its field (400), storing nothing', async (_case, fields, message) => {
    // Arrange
    const before = await admin.get('/api/v1/theme/');

    // Act
    const answer = await admin.post('/api/v1/theme/', { ...themeBody('Refused'), ...fields });

    // Assert
    const after = await admin.get('/api/v1/theme/');
    expect(answer).toEqual({ status: 400, body: { message } });
    expect(after.body.count).toBe(before.body.count);
  });

  it('answers 404 for a theme that does not exist, on every item route', async () => {
    // Act
    const answers = await Promise.all([
      admin.get('/api/v1/theme/99999'),
      admin.request('/api/v1/theme/99999', jsonInit('PUT', themeBody('Nope'))),
      admin.request('/api/v1/theme/99999', { method: 'DELETE' }),
      admin.request('/api/v1/theme/99999/set_system_default', { method: 'PUT' }),
    ]);

    // Assert
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(
      Array.from({ length: 4 }, () => ({ status: 404, body: { message: 'Not found' } })),
    );
  });
});

describe('the system default theme', () => {
  it('is what every page draws with: set, read by any reader, kept from deletion, then unset', async () => {
    // Arrange
    const created = await admin.post('/api/v1/theme/', themeBody('Tenant brand'));
    const id = created.body.id as number;

    // Act
    const set = await admin.request(`/api/v1/theme/${id}/set_system_default`, { method: 'PUT' });
    const system = await gamma.get('/api/v1/theme/system');
    const listed = await admin.get(
      `/api/v1/theme/?q=${encodeURIComponent("(filters:!((col:theme_name,opr:theme_all_text,value:'Tenant brand')))")}`,
    );
    const refusedDelete = await admin.request(`/api/v1/theme/${id}`, { method: 'DELETE' });
    const unset = await admin.request('/api/v1/theme/unset_system_default', { method: 'DELETE' });
    const after = await gamma.get('/api/v1/theme/system');
    const deleted = await admin.request(`/api/v1/theme/${id}`, { method: 'DELETE' });

    // Assert
    expect(set).toEqual({ status: 200, body: { id, result: 'success' } });
    expect(system).toEqual({
      status: 200,
      body: {
        result: {
          default: { token: brand },
          dark: { token: brand, algorithm: 'dark' },
          enableUiThemeAdministration: true,
        },
      },
    });
    expect(listed.body.result.map((theme: JsonBody) => [theme.theme_name, theme.is_system_default])).toEqual([
      ['Tenant brand', true],
    ]);
    expect(refusedDelete).toEqual({
      status: 422,
      body: { message: 'Cannot delete theme that is set as system default or dark theme.' },
    });
    expect(unset).toEqual({ status: 200, body: { result: 'success' } });
    expect(after.body.result).toEqual({
      default: {},
      dark: { algorithm: 'dark' },
      enableUiThemeAdministration: true,
    });
    expect(deleted).toEqual({ status: 200, body: { message: 'Deleted 1 theme' } });
  });
});

describe('listing themes', () => {
  it("orders by name and pages, naming the editor, in Superset's list columns", async () => {
    // Arrange
    await admin.post('/api/v1/theme/', themeBody('Zeta list'));
    await admin.post('/api/v1/theme/', themeBody('Alpha list'));
    const q =
      "(filters:!((col:theme_name,opr:ct,value:' list')),order_column:theme_name,order_direction:asc,page:0,page_size:1)";

    // Act
    const answer = await admin.get(`/api/v1/theme/?q=${encodeURIComponent(q)}`);

    // Assert
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(2);
    expect(answer.body.result).toEqual([
      expect.objectContaining({
        theme_name: 'Alpha list',
        is_system_default: false,
        changed_by_name: expect.any(String),
        created_on: expect.any(String),
      }),
    ]);
    expect(answer.body.list_title).toBe('List Theme');
  });

  it('refuses ordering by a column Superset does not order by', async () => {
    // Act
    const answer = await admin.get(`/api/v1/theme/?q=${encodeURIComponent('(order_column:json_data)')}`);

    // Assert
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid order by column: json_data' } });
  });
});

describe('who may manage themes', () => {
  it('lets a Gamma user read themes: every page draws with the system one', async () => {
    // Act
    const [list, system] = await Promise.all([gamma.get('/api/v1/theme/'), gamma.get('/api/v1/theme/system')]);

    // Assert
    expect([list.status, system.status]).toEqual([200, 200]);
  });

  it.each<[string, string, RequestInit]>([
    ['create', '/api/v1/theme/', jsonInit('POST', themeBody('Gamma theme'))],
    ['update', '/api/v1/theme/1', jsonInit('PUT', themeBody('Gamma theme'))],
    ['delete', '/api/v1/theme/1', { method: 'DELETE' }],
    ['set the system default', '/api/v1/theme/1/set_system_default', { method: 'PUT' }],
    ['unset the system default', '/api/v1/theme/unset_system_default', { method: 'DELETE' }],
  ])('refuses a Gamma user who tries to %s (403)', async (_what, path, init) => {
    // Act
    const answer = await gamma.request(path, init);

    // Assert
    expect(answer).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });
});
