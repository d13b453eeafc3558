import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { AppLink } from '@platform/shared';
import styles from './markdown.module.css';

/** Props of {@link MarkdownView}. */
export interface MarkdownViewProps {
  /** GitHub-flavoured Markdown. Raw HTML in it is dropped, never rendered. */
  children: string;
  /** The accessible name of each table's scrolling region ("Table"). */
  tableLabel: string;
}

/** Links that stay on the platform: `/education/3`, `/search?q=…`. */
const PLATFORM_PATH = /^\/(?!\/)/;

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  // A platform path goes through the host (locale prefix, the owning area); anything else is
  // another site, opened without handing it this page (`noopener`) or our ranking (`nofollow`).
  if (href !== undefined && PLATFORM_PATH.test(href)) {
    return (
      <AppLink {...rest} to={href} className={styles.link}>
        {children}
      </AppLink>
    );
  }
  return (
    <a {...rest} href={href} className={styles.link} rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

function components(tableLabel: string): Components {
  return {
    a: MarkdownLink,
    // A wide table scrolls inside a named, focusable region, so the keyboard can scroll it too.
    table: ({ node: _node, ...props }) => (
      <div className={styles.tableScroll} role="region" aria-label={tableLabel} tabIndex={0}>
        <table {...props} className={styles.table} />
      </div>
    ),
  };
}

/** Keeps only link targets a reader can safely follow: web, mail and platform addresses. */
export function safeUrl(url: string): string {
  const safe = defaultUrlTransform(url);
  return /^(https?:|mailto:|\/(?!\/)|#)/i.test(safe) ? safe : '';
}

/**
 * Renders an education text: headings, lists, tables, code, links (GitHub-flavoured Markdown
 * through react-markdown and remark-gfm). Raw HTML is skipped and images are not shown, so a
 * text can neither run script nor load anything from elsewhere. Loaded lazily (see
 * `lazy-markdown.tsx`): only the reading pages pay for the parser.
 */
export default function MarkdownView({ children, tableLabel }: MarkdownViewProps) {
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml disallowedElements={['img']} urlTransform={safeUrl} components={components(tableLabel)}>
        {children}
      </Markdown>
    </div>
  );
}
