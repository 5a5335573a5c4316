import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { PROGRESS_BAR_HIDE_MS, PROGRESS_BAR_THROTTLE_MS } from '~/lib/constants.ts';
import styles from './navigation-progress.module.css';

/**
 * The loading bar at the top of the page during navigation (spec sections 2, 4, 9): it appears only when a
 * navigation takes longer than the throttle, creeps towards the end over PROGRESS_BAR_DURATION_MS (the CSS
 * animation), jumps to 100 % when the page is ready and hides PROGRESS_BAR_HIDE_MS later.
 */
export function NavigationProgress() {
  const t = useT();
  const navigating = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (navigating) {
      const show = setTimeout(() => setShown(true), PROGRESS_BAR_THROTTLE_MS);
      return () => clearTimeout(show);
    }
    if (!shown) return;
    const hide = setTimeout(() => setShown(false), PROGRESS_BAR_HIDE_MS);
    return () => clearTimeout(hide);
  }, [navigating, shown]);

  if (!shown) return null;
  const done = !navigating;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={t('common.navigationProgress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={done ? 100 : undefined}
      data-testid="navigation-progress"
      data-state={done ? 'done' : 'running'}
    >
      <div className={done ? `${styles.bar} ${styles.done}` : styles.bar} />
    </div>
  );
}
