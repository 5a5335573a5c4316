import type { Order } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import {
  hasPreInvoice,
  PRE_INVOICE_FAILED_PARAM,
  PRE_INVOICE_FAILED_VALUE,
  preInvoiceHref,
  type PreInvoicePage,
} from '~/data/pre-invoice.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import styles from './placed-order.module.css';

/**
 * "Download pre-invoice" for an order awaiting a bank transfer (ADR 0010): a plain link to the storefront's
 * PDF route, which answers with a file to save, so the page stays; when the download failed, the route sends
 * the shopper back here and the spec's generic error shows beside the link.
 */
export function PreInvoiceLink({ order, from }: { order: Order; from: PreInvoicePage }) {
  const t = useT();
  const { locale, defaultLocale } = useShop();
  const [searchParams] = useSearchParams();
  const offered = hasPreInvoice(order);
  // The error shows even without the link: the order may have been paid since the page was opened.
  const failed = searchParams.get(PRE_INVOICE_FAILED_PARAM) === PRE_INVOICE_FAILED_VALUE;
  if (!offered && !failed) return null;
  return (
    <div className={styles.preInvoice}>
      {offered && (
        <a
          href={preInvoiceHref(order.tokenValue, from, locale, defaultLocale)}
          className={cx(styles.secondary, styles.download)}
          data-testid="pre-invoice-download"
        >
          <Icon name="download" size={20} />
          {t('checkout.preInvoice.download')}
        </a>
      )}
      {failed && (
        <p className={styles.error} role="alert" data-testid="pre-invoice-error">
          {t('checkout.preInvoice.error')}
        </p>
      )}
    </div>
  );
}
