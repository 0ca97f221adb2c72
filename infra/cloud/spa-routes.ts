/**
 * Which request paths name files rather than the web app's client-side routes: the build's fingerprinted assets
 * (`/assets/`), the images Superset's example dashboards point at (`/static/`), and anything ending in an extension.
 * CloudFront's viewer-request function (web.ts) and the local gateway (infra/local/http/static-files.ts) both read
 * this one pattern, so a missing file answers 404 in both, never the app's HTML under an image's name. Written in
 * the ES5 subset CloudFront Functions run.
 */
export const FILE_PATH = /^\/(?:assets|static)\/|\.[A-Za-z0-9]+$/;

/** Whether `pathname` is one of the app's routes (`/superset/dashboard/1/`), answered with the shell `index.html`. */
export const isAppRoute = (pathname: string): boolean => !FILE_PATH.test(pathname);
