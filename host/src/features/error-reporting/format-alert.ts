/** The text of an error of any kind: an Error's message, a string as is, anything else as JSON. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

export interface AlertFields {
  time: Date;
  url: string;
  route: string;
  message: string;
  /** The page's operator overrides (`search@p1,team@t2`), when it runs any. */
  overrides?: string;
}

/** The alert line of the original site (docs/product.md#error-reporting): `<ISO time> FRONT|GLOBAL APP url=… route=… message=…`. */
export function formatAlert({ time, url, route, message, overrides }: AlertFields): string {
  return `${time.toISOString()} FRONT|GLOBAL APP url=${url} route=${route}${overrides ? ` overrides=${overrides}` : ''} message=${message}`;
}
