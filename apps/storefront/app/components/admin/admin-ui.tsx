import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { formatOrderDate } from '~/lib/order-date.ts';
import { cx } from '../class-names.ts';
import styles from './admin.module.css';

export { styles as adminStyles };

export function AdminDate({ iso }: { iso: string | null | undefined }) {
  if (!iso) return <span className={styles.muted}>–</span>;
  return (
    <time dateTime={iso} className={styles.nowrap}>
      {formatOrderDate(iso)}
    </time>
  );
}

/** A screen of the back office: its heading (with a way back or actions beside it) and content. */
export function AdminPage({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  back?: { href: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      {back && (
        <Link to={back.href} className={styles.back}>
          ← {back.label}
        </Link>
      )}
      <div className={styles.pageHead}>
        <h1 className={styles.title}>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** Links to the same list with another value of one query parameter (the page starts over). */
export function AdminTabs({
  label,
  param,
  values,
  current,
  labelOf,
  testId,
}: {
  label: string;
  param: string;
  values: readonly string[];
  current: string | undefined;
  labelOf: (value: string) => string;
  testId?: string;
}) {
  const { pathname, search } = useLocation();
  const hrefOf = (value: string) => {
    const query = new URLSearchParams(search);
    query.delete('page');
    query.set(param, value);
    return `${pathname}?${query}`;
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs} data-testid={testId}>
        {values.map((value) => (
          <li key={value}>
            <Link
              to={hrefOf(value)}
              className={styles.tab}
              aria-current={value === current ? 'page' : undefined}
              data-value={value}
            >
              {labelOf(value)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface ListMeta {
  totalItems: number;
  page: number;
  lastPage: number;
}

/** "Showing page 2 of 5 (93)" with the previous and next pages, keeping the list's filters. */
export function AdminPagination({ meta }: { meta: ListMeta }) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (meta.totalItems === 0) return null;
  if (meta.lastPage <= 1) {
    return <p className={styles.muted}>{t('admin.list.total', { count: meta.totalItems })}</p>;
  }
  const hrefOf = (page: number) => {
    const query = new URLSearchParams(search);
    query.set('page', String(page));
    return `${pathname}?${query}`;
  };
  return (
    <nav className={styles.pagination} aria-label={t('admin.list.pages')}>
      <p className={styles.muted}>
        {t('admin.list.pageOf', { page: meta.page, lastPage: meta.lastPage, count: meta.totalItems })}
      </p>
      <div className={styles.actions}>
        {meta.page > 1 && (
          <Link to={hrefOf(meta.page - 1)} className={cx(styles.button, styles.buttonSecondary)} rel="prev">
            {t('admin.list.previous')}
          </Link>
        )}
        {meta.page < meta.lastPage && (
          <Link to={hrefOf(meta.page + 1)} className={cx(styles.button, styles.buttonSecondary)} rel="next">
            {t('admin.list.next')}
          </Link>
        )}
      </div>
    </nav>
  );
}

export function AdminEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={styles.empty} data-testid="admin-empty">
      <p className={styles.emptyTitle}>{title}</p>
      {hint && <p className={styles.muted}>{hint}</p>}
    </div>
  );
}

export function AdminMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const shown = useRef<string | null>(null);
  // A refusal sent from the end of a long form (on a phone: most forms) appears above the fold: it comes into
  // view once per new text, not again on every render while the editor types.
  useEffect(() => {
    const text = ref.current?.textContent ?? null;
    if (tone !== 'error' || text === shown.current) return;
    shown.current = text;
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  });
  return (
    <p
      ref={ref}
      className={tone === 'error' ? styles.error : styles.notice}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={tone === 'error' ? 'admin-error' : 'admin-notice'}
    >
      {children}
    </p>
  );
}

/** True while a form of this page is being sent: its buttons are disabled meanwhile. */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === 'submitting' ||
    (navigation.state === 'loading' && navigation.formMethod !== undefined && navigation.formMethod !== 'GET')
  );
}

type Tone = 'primary' | 'secondary' | 'danger';
const TONES: Record<Tone, string | undefined> = {
  primary: undefined,
  secondary: styles.buttonSecondary,
  danger: styles.buttonDanger,
};

/** A submit button of a back office form (name="intent"), disabled while any form of the page is sent. */
export function SubmitButton({
  intent,
  tone = 'primary',
  testId,
  children,
}: {
  intent?: string;
  tone?: Tone;
  testId?: string;
  children: ReactNode;
}) {
  const submitting = useSubmitting();
  return (
    <button
      type="submit"
      name={intent ? 'intent' : undefined}
      value={intent}
      className={cx(styles.button, TONES[tone])}
      disabled={submitting}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/**
 * A destructive action behind a confirmation: the button opens a question with the confirming submit button
 * (a `<details>`, so it works before scripts load and from the keyboard). Place it inside the action's form.
 */
export function ConfirmSubmit({
  intent,
  label,
  question,
  confirmLabel,
  testId,
}: {
  intent: string;
  label: ReactNode;
  question: ReactNode;
  confirmLabel: ReactNode;
  testId: string;
}) {
  return (
    <details className={styles.confirm}>
      <summary className={cx(styles.button, styles.buttonDanger)} data-testid={testId}>
        {label}
      </summary>
      <div className={styles.confirmBody}>
        <p>{question}</p>
        <SubmitButton intent={intent} tone="danger" testId={`${testId}-confirm`}>
          {confirmLabel}
        </SubmitButton>
      </div>
    </details>
  );
}

type BadgeTone = 'good' | 'warn' | 'bad' | 'plain';
const BADGES: Record<BadgeTone, string | undefined> = {
  good: styles.badgeGood,
  warn: styles.badgeWarn,
  bad: styles.badgeBad,
  plain: undefined,
};

export function Badge({ tone = 'plain', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={cx(styles.badge, BADGES[tone])}>{children}</span>;
}

/** How a state reads at a glance: done is green, waiting for the shop is orange, stopped is red. */
export function stateTone(state: string): BadgeTone {
  if (
    [
      'paid',
      'fulfilled',
      'shipped',
      'approved',
      'confirmed',
      'notified',
      'money_returned',
      'accepted',
    ].includes(state)
  ) {
    return 'good';
  }
  if (['cancelled', 'rejected', 'refunded', 'unsubscribed', 'money_could_not_be_returned'].includes(state)) {
    return 'bad';
  }
  if (
    [
      'new',
      'pending',
      'awaiting_payment',
      'initiated',
      'requested',
      'waiting',
      'ready',
      'processed',
    ].includes(state)
  ) {
    return 'warn';
  }
  return 'plain';
}
