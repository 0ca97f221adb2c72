/** The landing page after signing in. */
export { HomePage, greetingName } from './home-page.tsx';
export { HomeSection, type HomeItem, type HomeSectionProps } from './home-section.tsx';
