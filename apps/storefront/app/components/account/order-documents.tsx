import type { CustomerOrder } from '@shop/contracts';
import { useSearchParams } from 'react-router';
import {
  INVOICE_FAILED_PARAM,
  PRE_INVOICE_FAILED_PARAM,
  PRE_INVOICE_FAILED_VALUE,
  orderDocumentHref,
} from '~/data/pre-invoice.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import styles from '../checkout/placed-order.module.css';

/**
 * The account order's documents (ADR 0015): the pre-invoice while a bank transfer is awaited, the invoice
 * once the order is paid or fulfilled. Plain links to the storefront's PDF routes; a failed download comes
 * back here flagged, and the spec's generic error shows.
 */
export function OrderDocuments({ order }: { order: CustomerOrder }) {
  const t = useT();
  const { locale, defaultLocale } = useShop();
  const [searchParams] = useSearchParams();
  const preInvoiceFailed = searchParams.get(PRE_INVOICE_FAILED_PARAM) === PRE_INVOICE_FAILED_VALUE;
  const invoiceFailed = searchParams.get(INVOICE_FAILED_PARAM) === PRE_INVOICE_FAILED_VALUE;
  const offered = order.preInvoiceAvailable || order.invoice.available;
  if (!offered && !preInvoiceFailed && !invoiceFailed) return null;
  const href = (kind: 'pre-invoice' | 'invoice') =>
    orderDocumentHref(kind, order.tokenValue, 'account-order', locale, defaultLocale);
  return (
    <div className={styles.preInvoice} data-testid="order-documents">
      <div className={styles.actions}>
        {order.preInvoiceAvailable && (
          <a
            href={href('pre-invoice')}
            className={cx(styles.secondary, styles.download)}
            data-testid="pre-invoice-download"
          >
            <Icon name="download" size={20} />
            {t('checkout.preInvoice.download')}
          </a>
        )}
        {order.invoice.available && (
          <a
            href={href('invoice')}
            className={cx(styles.secondary, styles.download)}
            data-testid="invoice-download"
          >
            <Icon name="download" size={20} />
            {t('accountOrders.invoice.download')}
          </a>
        )}
      </div>
      {preInvoiceFailed && (
        <p className={styles.error} role="alert" data-testid="pre-invoice-error">
          {t('checkout.preInvoice.error')}
        </p>
      )}
      {invoiceFailed && (
        <p className={styles.error} role="alert" data-testid="invoice-error">
          {t('checkout.preInvoice.error')}
        </p>
      )}
    </div>
  );
}
