import { useEffect, useRef } from 'react';
import { useBlocker, useNavigation, type Blocker } from 'react-router';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../../class-names.ts';
import { productStyles as styles } from './product-ui.tsx';

/**
 * Unsaved changes are not lost without a warning: leaving for another page of the app asks first
 * (React Router's blocker), closing or reloading the tab asks the browser's own question (beforeunload).
 * Submitting the form itself, or another form of the same page, is never blocked.
 */
export function useUnsavedChanges(dirty: boolean): { blocker: Blocker; submitting: () => void } {
  // Set while the form is sent: its answer may go on to another page (a created product's).
  const sending = useRef(false);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === 'idle') sending.current = false;
  }, [navigation.state]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !sending.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    submitting: () => {
      sending.current = true;
    },
  };
}

/** The question while a navigation waits: stay (the default, focused) or leave without saving. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const t = useT();
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <div
      className={styles.dialog}
      role="alertdialog"
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      data-testid="admin-unsaved-dialog"
    >
      <strong id="unsaved-title">{t('adminProducts.unsaved.title')}</strong>
      <p id="unsaved-text">{t('adminProducts.unsaved.text')}</p>
      <div className={adminStyles.actions}>
        <button ref={stay} type="button" className={adminStyles.button} onClick={() => blocker.reset()}>
          {t('adminProducts.unsaved.stay')}
        </button>
        <button
          type="button"
          className={cx(adminStyles.button, adminStyles.buttonDanger)}
          onClick={() => blocker.proceed()}
        >
          {t('adminProducts.unsaved.leave')}
        </button>
      </div>
    </div>
  );
}
