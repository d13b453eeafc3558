import { type FocusEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../ui/Button';
import { classNames } from '../ui/class-names';
import { useUiText } from '../ui/use-ui-text';
import type { CvRef } from './add-to-list-calls';
import styles from './add-to-list-menu.module.css';

const AddToListPanel = lazy(() => import('./add-to-list-panel.lazy'));

export interface AddToListMenuProps {
  cv: CvRef;
  /** The CV's name, for the button's accessible name and the messages. */
  name: string;
  size?: 'small' | 'medium';
}

/**
 * "Add to list": a button that opens a small panel of the signed-in user's favourites lists, each a
 * checkbox (ticked: the CV is in it; ticking adds, unticking removes), and a field to create a new
 * list with the CV in it. The panel is a non-modal dialog: Escape or a click outside closes it and
 * focus goes back to the button; Tab leaving it closes it too. Used on search results and on the
 * CV page; the panel's contents (and the lists) load when it first opens.
 */
export function AddToListMenu({ cv, name, size = 'small' }: AddToListMenuProps) {
  const text = useUiText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) rootRef.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
  };

  // A click anywhere else closes the panel (focus stays where the click put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The panel hangs from the button's right edge, unless that would put it off the left of the
  // screen (a button at the start of a row, as on the CV page): then from its left edge.
  const [alignStart, setAlignStart] = useState(false);
  useLayoutEffect(() => {
    if (!open) {
      setAlignStart(false);
      return;
    }
    const panel = panelRef.current?.getBoundingClientRect();
    if (panel !== undefined && panel.left < 0) setAlignStart(true);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close(false);
  };

  return (
    <div ref={rootRef} className={styles.menu} onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        size={size}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={text('favouritesAddToListFor', { name })}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        {text('favouritesAddToList')}
      </Button>
      {open && (
        <div ref={panelRef} id={panelId} role="dialog" aria-label={text('favouritesAddToListFor', { name })} className={classNames(styles.panel, alignStart && styles.alignStart)}>
          <Suspense fallback={<span>{text('loading')}</span>}>
            <AddToListPanel cv={cv} name={name} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
