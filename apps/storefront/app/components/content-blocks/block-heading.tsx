import type { ReactNode } from 'react';
import styles from './content-blocks.module.css';

export type HeadingLevel = 2 | 3;

/** A block's title: h2 on a page, h3 inside a nested block. */
export function BlockHeading({ level = 2, children }: { level?: HeadingLevel; children: ReactNode }) {
  const Heading = `h${level}` as const;
  return <Heading className={level === 2 ? styles.title : styles.subtitle}>{children}</Heading>;
}
