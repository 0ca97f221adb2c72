/**
 * The Chromium the e2e tests, the web benchmarks and the local report renderer drive. The choice lives with the
 * back end's adapters (functions/ may not import infra/); the local tooling reads it from here.
 */
export {
  chooseChromium,
  DEBIAN_CHROMIUM,
  type ChromiumChoice,
} from '#functions/lib/adapters/browser/local-chromium.ts';
