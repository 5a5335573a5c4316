import type { ProductDetail } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { SECTION_ANCHORS } from './anchors.ts';
import styles from './sections.module.css';
import { numberFormat } from '~/lib/intl-formats.ts';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * KILOBYTE;

/** "PDF, 120 kB" style details of a file: its type from the content type, its size in kB or MB. */
export function fileDetails(contentType: string, size: number | null, locale: LocaleCode): string {
  const subtype = contentType.split(';')[0]?.split('/')[1] ?? '';
  const type = (subtype.split(/[.+-]/).pop() ?? '').toUpperCase();
  const parts = type ? [type] : [];
  if (size !== null) {
    const inMegabytes = size >= MEGABYTE;
    parts.push(
      numberFormat(locale, {
        style: 'unit',
        unit: inMegabytes ? 'megabyte' : 'kilobyte',
        maximumFractionDigits: inMegabytes ? 1 : 0,
      }).format(Math.max(inMegabytes ? size / MEGABYTE : size / KILOBYTE, inMegabytes ? 0 : 1)),
    );
  }
  return parts.join(', ');
}

/** Manuals and certificates: links that open the file in a new tab, with its type and size. */
export function DownloadsSection({ downloads }: { downloads: ProductDetail['downloads'] }) {
  const t = useT();
  const { locale } = useShop();
  if (downloads.length === 0) return null;
  return (
    <section
      id={SECTION_ANCHORS.downloads}
      aria-labelledby="product-downloads-title"
      className={styles.section}
    >
      <h2 id="product-downloads-title" className={styles.heading}>
        {t('product.sections.downloads')}
      </h2>
      <ul role="list" className={styles.downloads}>
        {downloads.map((download) => {
          const details = fileDetails(download.contentType, download.size, locale);
          return (
            <li key={download.url}>
              <a href={download.url} target="_blank" rel="noopener" className={styles.download}>
                {download.name}
                {details && <span className={styles.fileMeta}>{`(${details})`}</span>}
                <span className="visually-hidden">{t('product.downloads.newTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
