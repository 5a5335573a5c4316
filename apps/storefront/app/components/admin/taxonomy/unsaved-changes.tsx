import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import styles from './taxonomy.module.css';
import adminStyles from '../admin.module.css';
import { cx } from '~/components/class-names.ts';

/**
 * Guards the forms inside against leaving with unsaved changes: typing in any of them marks the page
 * changed; leaving it then (a link of the back office: React Router's blocker; closing or reloading the
 * tab: `beforeunload`) asks first. Sending a form clears the mark. Without script nothing is guarded,
 * but nothing needs to be either: every form is a plain POST.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const mark = (value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  };
  const changed = (event: { target: EventTarget }) => {
    if (!(event.target as HTMLElement).closest('[data-unsaved-ignore]')) mark(true);
  };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <div onInput={changed} onChange={changed} onSubmit={() => mark(false)} className={styles.guard}>
      {blocker.state === 'blocked' && (
        <div
          role="alertdialog"
          aria-labelledby="admin-unsaved-title"
          className={styles.unsaved}
          data-testid="admin-unsaved"
        >
          <p id="admin-unsaved-title">{t('adminTaxons.unsaved.question')}</p>
          <div className={adminStyles.actions}>
            <button
              type="button"
              className={adminStyles.button}
              onClick={() => blocker.reset()}
              // The dialog appears because the administrator tried to leave: the safe choice has focus.
              autoFocus
            >
              {t('adminTaxons.unsaved.stay')}
            </button>
            <button
              type="button"
              className={cx(adminStyles.button, adminStyles.buttonDanger)}
              onClick={() => {
                mark(false);
                blocker.proceed();
              }}
            >
              {t('adminTaxons.unsaved.leave')}
            </button>
          </div>
        </div>
      )}
      {children}
    </div>
  );
}
