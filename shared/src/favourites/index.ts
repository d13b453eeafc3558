export { AddToListMenu, type AddToListMenuProps } from './add-to-list-menu';
export { FAVOURITES_QUERY_KEY } from './add-to-list-calls';
