import { Link } from 'react-router';
import { useTenantBrand } from '../../core/tenant-brand.ts';
import classes from './top-nav.module.css';

/** Skyset's name when the tenant's theme gives none. */
export const DEFAULT_APP_NAME = 'Skyset';

/**
 * The navigation's brand: the tenant's logo and application name (Superset's `brandLogoUrl`, `brandAppName`), leading
 * to `brandLogoHref` (a path of the app, or an https address), else home.
 */
export function BrandLink() {
  const { logoUrl, logoAlt, logoHref, appName = DEFAULT_APP_NAME } = useTenantBrand();
  const content = (
    <>
      {logoUrl && <img className={classes.logo} src={logoUrl} alt={logoAlt ?? ''} />}
      <span>{appName}</span>
    </>
  );
  return logoHref && !logoHref.startsWith('/') ? (
    <a href={logoHref} className={classes.brand}>
      {content}
    </a>
  ) : (
    <Link to={logoHref ?? '/'} className={classes.brand}>
      {content}
    </Link>
  );
}
