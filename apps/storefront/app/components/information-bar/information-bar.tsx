import type { InformationBar as InformationBarData } from '@shop/contracts';
import { INFORMATION_BAR_ROTATION_MS } from '@shop/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useMediaQuery } from '../a11y/use-media-query.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { createRotation, type Rotation } from './rotation.ts';
import styles from './information-bar.module.css';

/**
 * The strip above the header (spec sections 2-4): the messages of the one information bar that applies,
 * rotating every 5000 ms and looping. The rotation holds while the pointer or focus is on the bar and does
 * not run for shoppers who ask for reduced motion; the arrows step by hand. Descriptions are HTML the API
 * sanitised; the colours are hex values checked by the API.
 */
export function InformationBar({ bar }: { bar: InformationBarData }) {
  // Another bar or other messages start the rotation over from the first message.
  return <RotatingBar key={`${bar.id}:${bar.messages.map((message) => message.id).join(',')}`} bar={bar} />;
}

function RotatingBar({ bar }: { bar: InformationBarData }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const rotation = useRef<Rotation | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', false);
  const count = bar.messages.length;

  useEffect(() => {
    const created = createRotation({ count, intervalMs: INFORMATION_BAR_ROTATION_MS, onChange: setIndex });
    rotation.current = created;
    if (!reducedMotion) created.start();
    return () => created.stop();
  }, [count, reducedMotion]);

  const message = bar.messages[Math.min(index, count - 1)];
  if (!message) return null;
  const several = count > 1;
  return (
    <section
      className={styles.bar}
      style={{ backgroundColor: message.backgroundColor, color: message.textColor }}
      aria-label={t('informationBar.label')}
      aria-roledescription={several ? t('informationBar.carousel') : undefined}
      data-testid="information-bar"
      onPointerEnter={() => rotation.current?.pause()}
      onPointerLeave={() => rotation.current?.resume()}
      onFocus={() => rotation.current?.pause()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rotation.current?.resume();
      }}
    >
      <div className={cx('container', styles.inner)}>
        {several && (
          <button
            type="button"
            className={styles.step}
            aria-label={t('informationBar.previous')}
            onClick={() => rotation.current?.previous()}
            data-testid="information-bar-previous"
          >
            <Icon name="chevron-left" size={16} />
          </button>
        )}
        <div
          key={message.id}
          className={styles.message}
          role={several ? 'group' : undefined}
          aria-roledescription={several ? t('informationBar.slide') : undefined}
          aria-label={several ? t('informationBar.position', { index: index + 1, count }) : undefined}
          data-testid="information-bar-message"
          // Sanitised by the API on the way in and out (docs/adr/0020).
          dangerouslySetInnerHTML={{ __html: message.description }}
        />
        {several && (
          <button
            type="button"
            className={styles.step}
            aria-label={t('informationBar.next')}
            onClick={() => rotation.current?.next()}
            data-testid="information-bar-next"
          >
            <Icon name="chevron-right" size={16} />
          </button>
        )}
      </div>
    </section>
  );
}
