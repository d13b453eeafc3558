export { Header, type HeaderProps } from './header';
export { headerMessages } from './messages';
export { groupNavItems, type GroupedNavItem, type NavItem, type NavNode } from './nav-items';
