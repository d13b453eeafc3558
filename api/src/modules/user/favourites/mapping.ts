import type { FavouriteItem, FavouriteList } from '@platform/contract';
import type { ItemRow, ListRow } from './queries';

/** A list as the API answers it (`containsCv` only when the request named a CV). */
export function toFavouriteList(row: ListRow): FavouriteList {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.is_default,
    count: row.count,
    createdAt: row.created_at.toISOString(),
    ...(row.contains_cv === null ? {} : { containsCv: row.contains_cv }),
  };
}

/** A favourite as the API answers it: an empty city (as stored) reads as none. */
export function toFavouriteItem(row: ItemRow): FavouriteItem {
  return {
    type: row.resume_type,
    id: row.resume_id,
    list: { id: row.list_id, name: row.list_name, isDefault: row.is_default },
    name: row.name,
    title: row.title,
    city: row.city === '' ? null : row.city,
    note: row.note,
    addedAt: row.created_at.toISOString(),
  };
}
