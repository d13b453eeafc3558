/** What an error screen is told about the failure. */
export interface ScreenError {
  status: number;
  /** The error's message, e.g. `Page Not Found: /x` for an unmatched path. */
  message?: string;
  /** The server's detail text (a 500's body). */
  detail?: string;
  /** The HTTP status text, e.g. `Internal Server Error`. */
  statusMessage?: string;
}

/** What the screen says, as keys of the `errors` messages (or the error's own text). */
export interface ScreenErrorText {
  titleKey: 'title' | 'serverTitle';
  /** The text itself when it comes from the error, else the key of a fixed text. */
  text: { literal: string } | { key: 'forbidden' | 'notFound' | 'serverFallback' };
}

/** The title and text of the screen for an error (docs/product.md#error-screens). */
export function describeScreenError(error: ScreenError): ScreenErrorText {
  const fromError = error.message || error.statusMessage;
  switch (error.status) {
    case 403:
      return { titleKey: 'title', text: { key: 'forbidden' } };
    case 404:
      return { titleKey: 'title', text: { key: 'notFound' } };
    case 500: {
      // The server's detail first, then the error message, then the status message.
      const text = error.detail || fromError;
      return { titleKey: 'serverTitle', text: text ? { literal: text } : { key: 'serverFallback' } };
    }
    default:
      return { titleKey: 'title', text: fromError ? { literal: fromError } : { key: 'serverFallback' } };
  }
}

/** A 404 for a path nothing serves (docs/product.md#pages-and-routes). */
export function pageNotFound(path: string): ScreenError {
  return { status: 404, message: `Page Not Found: ${path}` };
}
