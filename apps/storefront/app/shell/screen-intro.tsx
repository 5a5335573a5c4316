import { useT } from '~/i18n/use-t.ts';
import type { RouteName } from '~/routing/route-table.ts';
import styles from './screen-intro.module.css';

/**
 * Heading and one sentence of a screen whose content arrives with a later issue: the localised page
 * title as h1 and the route's description from the routes catalog.
 */
export function ScreenIntro({ name }: { name: RouteName }) {
  const t = useT();
  return (
    <section className={`container ${styles.intro}`} aria-labelledby="screen-title">
      <h1 id="screen-title" className={styles.title}>
        {t(`routes.${name}.title`)}
      </h1>
      <p className={styles.description}>{t(`routes.${name}.description`)}</p>
    </section>
  );
}
