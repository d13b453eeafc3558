import type { Locale } from '@platform/contract';
import type { JsonLd } from './json-ld';

/** The locale-free public page a head is about, for its canonical address and language alternates. */
export type HeadPage = { kind: 'job-board' } | { kind: 'vacancy'; id: number } | { kind: 'cv'; username: string };

/** What a public page's head says, before it is written as HTML. */
export interface PageHead {
  /** 404 where the app shows its not-found screen: the head then asks not to be indexed. */
  status: 200 | 404;
  locale: Locale;
  /** The document title, the site's name included. */
  title: string;
  description: string;
  /** Absent for a page that is not found: it has no canonical address and no alternates. */
  indexable?: {
    page: HeadPage;
    /** `og:type`: a person's CV is a `profile`. */
    type: 'website' | 'profile';
    /** The title shared in link previews (without the site's name). */
    shareTitle: string;
    /** Structured data (schema.org JobPosting), when the page has some. */
    jsonLd?: JsonLd;
  };
}
