import { lazy, Suspense } from 'react';
import { Skeleton } from '@platform/shared';
import type { MarkdownViewProps } from './markdown-view';

// The parser and renderer (~40 KiB gzip) load with the first reading page, never with the catalogue.
const MarkdownView = lazy(() => import(/* webpackChunkName: "education-markdown" */ './markdown-view'));

/** {@link MarkdownView}, loaded on first use; placeholder lines meanwhile. */
export function LazyMarkdown(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<Skeleton lines={8} />}>
      <MarkdownView {...props} />
    </Suspense>
  );
}
