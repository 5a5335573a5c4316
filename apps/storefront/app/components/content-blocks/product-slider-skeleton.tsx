import { SLIDER_SKELETON_COUNT } from '~/lib/constants.ts';
import styles from './content-blocks.module.css';

/** Spec section 9: four card skeletons while a slider's products load. */
export function ProductSliderSkeleton() {
  return (
    <ul className={styles.skeletonRow} aria-hidden="true" data-testid="block-skeleton">
      {Array.from({ length: SLIDER_SKELETON_COUNT }, (_, index) => (
        <li key={index} className={styles.skeletonCard}>
          <span className={styles.skeletonSquare} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonLineShort} />
        </li>
      ))}
    </ul>
  );
}
