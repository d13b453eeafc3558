import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './page.module.css';

/** Props of {@link Page}. */
export interface PageProps {
  /** The element: `section` (default), `article` for one self-contained item (a vacancy), or `div`. */
  as?: 'section' | 'article' | 'div';
  /** The id of the page's title (see {@link PageHeader}), which names the page as a region. */
  'aria-labelledby'?: string;
  className?: string;
  children?: ReactNode;
}

/** The frame of a remote's page: centred, at most 72rem wide, its parts stacked with even gaps. */
export function Page({ as: Element = 'section', className, children, ...rest }: PageProps) {
  return (
    <Element {...rest} className={classNames(styles.page, className)}>
      {children}
    </Element>
  );
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** The `<h1>`'s id, for the {@link Page}'s `aria-labelledby`. */
  titleId?: string;
  /** What sits beside the title: a status tag, a link back, the page's main buttons. */
  actions?: ReactNode;
}

/**
 * A page's title row: the `<h1>` and, beside it (below it on a narrow screen), its `actions`.
 *
 * @example
 * <Page aria-labelledby="scouts-title">
 *   <PageHeader title={t('scouts.title')} titleId="scouts-title" actions={<Link to="/user/scout/result">…</Link>} />
 *   …
 * </Page>
 */
export function PageHeader({ title, titleId, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {actions}
    </div>
  );
}

/**
 * Class names for the common parts of a remote's page, to put on plain elements:
 * `row` (a wrapping line of items), `list` (a bare list with gaps), `form` (a stacked form or
 * fieldset), `grid2` (responsive columns of at least 14rem), `table` (a full-width data table),
 * `stackedTable` (beside `table`: below 40rem each row stacks into lines, each cell labelled by its
 * `data-label` attribute; one element per cell, so label and content make its two columns),
 * `muted` (secondary text), `link` (an inline link with a focus ring), `code` (a copyable value such
 * as a link to send), `prose` (user-written text, line breaks kept).
 */
export const PAGE_CLASSES = {
  row: styles.row ?? '',
  list: styles.list ?? '',
  form: styles.form ?? '',
  grid2: styles.grid2 ?? '',
  table: styles.table ?? '',
  stackedTable: styles.stackedTable ?? '',
  muted: styles.muted ?? '',
  link: styles.link ?? '',
  code: styles.code ?? '',
  prose: styles.prose ?? '',
} as const;
