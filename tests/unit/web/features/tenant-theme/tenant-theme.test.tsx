// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../web/app/core/http/api-error.ts';
import {
  getTenantBrand,
  resetTenantBrandForTests,
  TENANT_BRAND_STORAGE_KEY,
} from '../../../../../web/app/core/tenant-brand.ts';
import { BrandLink } from '../../../../../web/app/features/nav/brand-link.tsx';
import { applyThemeConfig, loadTenantTheme } from '../../../../../web/app/features/tenant-theme/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

const TINY_PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** `/api/v1/theme/system` answering the given default theme config. */
const answering = (config: unknown) => vi.fn(async () => ({ result: { default: config, dark: {} } })) as never;

function renderBrand() {
  const Stub = createRoutesStub([{ path: '/', Component: BrandLink }]);
  return renderWithProviders(<Stub initialEntries={['/']} />);
}

describe("the tenant's theme on every page", () => {
  beforeEach(() => resetTenantBrandForTests());

  afterEach(async () => {
    window.localStorage.clear();
    await act(async () => void applyThemeConfig({}));
    resetTenantBrandForTests();
  });

  it("reads the system theme, draws the navigation's logo and name with it and keeps it for the next page", async () => {
    // Arrange
    renderBrand();
    const fetchTheme = answering({
      token: { colorPrimary: '#7b2cbf', brandAppName: 'Acme Analytics', brandLogoUrl: TINY_PNG, brandLogoAlt: 'Acme' },
    });

    // Act
    await act(() => loadTenantTheme(fetchTheme));

    // Assert
    expect(screen.getByRole('link').textContent).toBe('Acme Analytics');
    expect(screen.getByRole('img', { name: 'Acme' }).getAttribute('src')).toBe(TINY_PNG);
    expect(JSON.parse(window.localStorage.getItem(TENANT_BRAND_STORAGE_KEY) ?? 'null')).toEqual({
      primaryColor: '#7b2cbf',
      appName: 'Acme Analytics',
      logoUrl: TINY_PNG,
      logoAlt: 'Acme',
    });
  });

  it("shows Skyset's name and no logo without a theme", () => {
    // Act
    renderBrand();

    // Assert
    expect(screen.getByRole('link').textContent).toBe('Skyset');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('opens the next page in the kept brand, reading it through the brand rules again', () => {
    // Arrange: a kept copy someone edited by hand
    window.localStorage.setItem(
      TENANT_BRAND_STORAGE_KEY,
      JSON.stringify({ primaryColor: '#2f9e44', appName: 'Kept', logoUrl: 'javascript:alert(1)', fontFamily: 'x;}' }),
    );

    // Act
    const brand = getTenantBrand();

    // Assert
    expect(brand).toEqual({ primaryColor: '#2f9e44', appName: 'Kept' });
  });

  it('keeps the brand it has when the theme cannot be read (a role without can_read on Theme)', async () => {
    // Arrange
    await act(() => loadTenantTheme(answering({ token: { brandAppName: 'Before' } })));
    const refused = vi.fn(async () => {
      throw new ApiError(403, ['Forbidden']);
    }) as never;

    // Act
    const answer = await loadTenantTheme(refused);

    // Assert
    expect([answer, getTenantBrand()]).toEqual([undefined, { appName: 'Before' }]);
  });

  it("takes the config an embedding page hands over, as Superset's embedded SDK setThemeConfig does", () => {
    // Act
    const brand = applyThemeConfig({ token: { colorPrimary: '#c2255c', borderRadius: 2 }, algorithm: 'dark' });

    // Assert
    expect([brand, getTenantBrand()]).toEqual([{ primaryColor: '#c2255c' }, { primaryColor: '#c2255c' }]);
  });
});
