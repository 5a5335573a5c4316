import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useNavigation, type Blocker } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import styles from './admin.module.css';

/**
 * Unsaved changes are not lost without a warning: leaving for another page of the back office asks first
 * (React Router's blocker), closing or reloading the tab asks the browser's own question (beforeunload).
 * Submitting the form itself, or another form of the same page, is never blocked: call `submitting` from
 * the form's onSubmit (its answer may go on to another page, a created product's).
 */
export function useUnsavedChanges(dirty: boolean): { blocker: Blocker; submitting: () => void } {
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
export function UnsavedChangesDialog({ blocker, onLeave }: { blocker: Blocker; onLeave?: () => void }) {
  const t = useT();
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked) stay.current?.focus();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <div
      className={styles.unsavedDialog}
      role="alertdialog"
      aria-labelledby="unsaved-title"
      aria-describedby="unsaved-text"
      data-testid="admin-unsaved-dialog"
    >
      <strong id="unsaved-title">{t('admin.unsaved.title')}</strong>
      <p id="unsaved-text">{t('admin.unsaved.text')}</p>
      <div className={styles.actions}>
        <button ref={stay} type="button" className={styles.button} onClick={() => blocker.reset()}>
          {t('admin.unsaved.stay')}
        </button>
        <button
          type="button"
          className={cx(styles.button, styles.buttonDanger)}
          onClick={() => {
            onLeave?.();
            blocker.proceed();
          }}
        >
          {t('admin.unsaved.leave')}
        </button>
      </div>
    </div>
  );
}

/**
 * For pages of several small forms (categories, attributes, options): typing in any form inside marks the
 * page changed (fields inside `[data-unsaved-ignore]` do not), sending a form clears the mark, and leaving
 * a changed page asks first. Without script nothing is guarded, and nothing needs to be: every form is a
 * plain POST.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);
  const { blocker, submitting } = useUnsavedChanges(dirty);
  const changed = (event: { target: EventTarget }) => {
    if (!(event.target as HTMLElement).closest('[data-unsaved-ignore]')) setDirty(true);
  };
  return (
    <div
      onInput={changed}
      onChange={changed}
      onSubmit={() => {
        submitting();
        setDirty(false);
      }}
      className={styles.unsavedGuard}
    >
      <UnsavedChangesDialog blocker={blocker} onLeave={() => setDirty(false)} />
      {children}
    </div>
  );
}
