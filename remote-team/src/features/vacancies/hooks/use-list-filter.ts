import { useSearchParams } from '@platform/shared/router';

/** How a change is written: `replace` for typing (one history entry per search, not per keystroke). */
interface ChangeOptions {
  replace?: boolean;
}

/**
 * The filter of a list page kept in its address (`?q=go&status=open&page=2`), so a shared link, a
 * reload and Back show the same list. Empty fields and page 1 are left out of the address; a
 * change of any field goes back to page 1.
 */
export function useListFilter<K extends string>(fields: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const value = (field: K): string => params.get(field) ?? '';
  const parsedPage = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isSafeInteger(parsedPage) && parsedPage > 1 ? parsedPage : 1;

  const write = (change: Partial<Record<K, string>>, nextPage: number, options: ChangeOptions) => {
    const search = new URLSearchParams();
    for (const field of fields) {
      const next = change[field] ?? value(field);
      if (next !== '') search.set(field, next);
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: options.replace === true });
  };

  return {
    /** A field's text, '' when the address has none. */
    value,
    page,
    /** Sets some fields (the others keep theirs) and goes back to page 1. */
    setFields: (change: Partial<Record<K, string>>, options: ChangeOptions = {}) => write(change, 1, options),
    setPage: (next: number) => write({}, next, {}),
    /** The address's query, to key a form whose uncontrolled fields show the filter. */
    key: params.toString(),
  };
}
