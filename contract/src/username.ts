const CHARACTERS = 'a-z0-9_-';
const LENGTH = '{3,32}';

/** A CV's public username: 3–32 of a–z, 0–9, `_` and `-`, compared and stored in lower case. */
export const USERNAME_PATTERN = new RegExp(`^[${CHARACTERS}]${LENGTH}$`);

/** The same rule as a route parameter: an address may carry capitals (the page compares in lower case). */
export const USERNAME_ROUTE_PARAM = { type: 'pattern', pattern: `[A-Z${CHARACTERS}]${LENGTH}` } as const;
