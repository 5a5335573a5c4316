import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../a11y/use-body-scroll-lock.ts';
import { useDismiss } from '../a11y/use-dismiss.ts';
import { useFocusTrap } from '../a11y/use-focus-trap.ts';
import { cx } from '../class-names.ts';
import styles from './drawer.module.css';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** `left`/`right`: a side panel (mobile menu, cart panel); `full`: covers the screen (search modal). */
  placement: 'left' | 'right' | 'full';
  id?: string;
  /** id of the element naming the dialog (its heading). */
  labelledBy: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A modal panel: focus moves in and stays in, Escape or a click on the backdrop closes it, focus returns
 * to the trigger, and the page behind does not scroll. Only ever open on the client, so it renders into
 * document.body, above every stacking context of the header.
 */
export function Drawer({ open, onClose, placement, id, labelledBy, testId, children }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open);
  useBodyScrollLock(open);
  useDismiss({ active: open, onDismiss: onClose, insideRefs: [panelRef], outsidePress: false });

  if (!open) return null;
  return createPortal(
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        className={cx(styles.panel, styles[placement])}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
