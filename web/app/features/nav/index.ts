/** The top navigation of signed-in screens: brand, main destinations and the user menu. */
export {
  MAIN_NAV_ITEMS,
  MANAGE_NAV_ITEMS,
  SECURITY_NAV_ITEMS,
  USER_INFO_PATH,
  type ManageNavItem,
  type NavItem,
} from './nav-items.ts';
export { TopNav } from './top-nav.tsx';
export { UserMenu, displayName } from './user-menu.tsx';
