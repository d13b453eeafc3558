/** A feature's messages: nested keys, strings at the leaves. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same keys as `T`, any text: what a translation of `T` must provide (no key may be missing). */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** A feature's messages in every locale of the platform. */
export interface FeatureMessages<T extends MessageTree> {
  en: T;
  ru: Translation<T>;
}

/**
 * Declares a feature's messages. English is the source; the Russian object is type-checked to
 * have exactly the same keys, so neither locale can render a raw key.
 */
export function defineMessages<const T extends MessageTree>(en: T, ru: Translation<T>): FeatureMessages<T> {
  return { en, ru };
}
