export { Header, type HeaderProps } from './header';
export { headerMessages } from './messages';
export { type NavItem, type NavItemId, navItemsFor } from './nav-items';
