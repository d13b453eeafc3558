/** One link of the header, in the page's locale. */
export interface NavItem {
  id: string;
  /** Already localized path. */
  href: string;
  label: string;
  /** Only this exact path marks the item current (`/team` is not current on `/team/vacancy`). */
  exact?: boolean;
}

/** What the header shows: a plain link, or a menu of an area's links. */
export type NavNode = { kind: 'link'; item: NavItem } | { kind: 'menu'; id: string; label: string; items: NavItem[] };

/** A link with the menu it belongs to, if any (its area's `group`). */
export interface GroupedNavItem extends NavItem {
  group?: { id: string; label: string };
}

/**
 * Folds links into the header's row: the links of one group become one menu, placed where the
 * group's first link is; a group of a single link stays a plain link. Order is kept.
 */
export function groupNavItems(items: readonly GroupedNavItem[]): NavNode[] {
  const nodes: NavNode[] = [];
  const menus = new Map<string, Extract<NavNode, { kind: 'menu' }>>();
  for (const { group, ...item } of items) {
    if (!group) {
      nodes.push({ kind: 'link', item });
      continue;
    }
    const menu = menus.get(group.id);
    if (menu) {
      menu.items.push(item);
    } else {
      const created: Extract<NavNode, { kind: 'menu' }> = { kind: 'menu', id: group.id, label: group.label, items: [item] };
      menus.set(group.id, created);
      nodes.push(created);
    }
  }
  return nodes.map((node) => (node.kind === 'menu' && node.items.length === 1 && node.items[0] ? { kind: 'link', item: node.items[0] } : node));
}

/**
 * Keeps the header to one row with any number of areas: past `rowSize` top-level nodes, the rest
 * fold into one "More" menu (their links, a menu's links included, in order).
 */
export function foldOverflow(nodes: readonly NavNode[], rowSize: number, moreLabel: string): NavNode[] {
  if (nodes.length <= rowSize) return [...nodes];
  const kept = nodes.slice(0, rowSize - 1);
  const folded = nodes.slice(rowSize - 1).flatMap((node) => (node.kind === 'link' ? [node.item] : node.items));
  return [...kept, { kind: 'menu', id: 'platform-more', label: moreLabel, items: folded }];
}

/** True when `pathname` is the item's page (or, unless `exact`, a page under it). */
export function isCurrentItem(item: NavItem, pathname: string): boolean {
  const href = item.href.toLowerCase();
  const path = pathname.toLowerCase().replace(/\/$/, '') || '/';
  return path === href || (!item.exact && path.startsWith(`${href}/`));
}
