import { useId, useState } from 'react';
import type { Facets, SearchFilters } from '@platform/contract';
import { Button, Modal } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './filters-drawer.module.css';
import { FiltersPanel } from './filters-panel';

export interface FiltersDrawerProps {
  /** How many conditions the applied filters hold (one per chip): shown on the button. */
  activeCount: number;
  /** The draft the panel edits, as in the sidebar. */
  filters: SearchFilters;
  facets: Facets | undefined;
  facetsPending: boolean;
  onChange: (filters: SearchFilters) => void;
  /** Applies the draft; the drawer then closes. */
  onApply: () => void;
  /** Clears the applied filters; the drawer stays open for new ones. */
  onReset: () => void;
  /** Closed without applying: the draft goes back to the applied filters. */
  onDiscard: () => void;
}

/**
 * The filters of a narrow screen: a "Filters (n)" button that opens the panel in a modal dialog
 * (Tab stays inside, Escape closes, the focus comes back to the button), so the results come
 * first on a phone. Shown only below the layout's breakpoint; wider screens keep the sidebar.
 */
export function FiltersDrawer({ activeCount, filters, facets, facetsPending, onChange, onApply, onReset, onDiscard }: FiltersDrawerProps) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const formId = useId();
  const close = () => {
    setOpen(false);
    onDiscard();
  };
  return (
    <>
      <div className={styles.opener}>
        <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {activeCount > 0 ? t('filters.openWithCount', { n: activeCount }) : t('filters.title')}
        </Button>
      </div>
      <Modal
        open={open}
        onClose={close}
        title={t('filters.title')}
        className={styles.drawer}
        footer={
          <>
            <Button htmlType="submit" form={formId} variant="primary">
              {t('filters.apply')}
            </Button>
            <Button variant="ghost" onClick={onReset}>
              {t('filters.reset')}
            </Button>
          </>
        }
      >
        <FiltersPanel
          variant="drawer"
          formId={formId}
          filters={filters}
          facets={facets}
          facetsPending={facetsPending}
          onChange={onChange}
          onApply={() => {
            onApply();
            setOpen(false);
          }}
          onReset={onReset}
        />
      </Modal>
    </>
  );
}
