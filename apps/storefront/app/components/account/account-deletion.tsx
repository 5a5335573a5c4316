import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { ACCOUNT_DELETION_REFUSED_MESSAGE } from '@shop/contracts/constants';
import type { AccountDeletionResult } from '~/data/account-deletion.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import styles from './account-deletion.module.css';

/** The query parameter of the confirmation step: a link, so the step works before hydration too. */
export const DELETE_ACCOUNT_CONFIRM_PARAM = 'deleteAccount';
export const DELETE_ACCOUNT_INTENT = 'delete-account';

/** The shop's time zone: the scheduled time reads the same on the server, in the browser and in the mail. */

function ConfirmStep() {
  const t = useT();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === DELETE_ACCOUNT_INTENT;
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the button that opened it: focus moves to its heading, so it is read out first.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.confirm} role="group" aria-labelledby="account-deletion-confirm-title">
      <h3 id="account-deletion-confirm-title" className={styles.confirmTitle} tabIndex={-1} ref={heading}>
        {t('accountDeletion.confirm.title')}
      </h3>
      <p className={styles.text}>{t('accountDeletion.confirm.text')}</p>
      <p className={styles.note}>{t('accountDeletion.confirm.openOrders')}</p>
      <div className={styles.actions}>
        <Form method="post" replace preventScrollReset>
          <input type="hidden" name="intent" value={DELETE_ACCOUNT_INTENT} />
          <button
            type="submit"
            className={styles.danger}
            disabled={busy}
            data-testid="account-deletion-confirm"
          >
            {t('accountDeletion.confirm.submit')}
          </button>
        </Form>
        <Link to={location.pathname} replace preventScrollReset className={styles.secondary}>
          {t('accountDeletion.confirm.keep')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The dashboard's account deletion (spec section 4): a button opens a confirmation step explaining the
 * 24 hours and the emailed cancel link; confirming asks the API, which schedules it or refuses while
 * orders are open ("Unable to Delete Account", localised). A pending deletion shows its time instead.
 */
export function AccountDeletion({
  result,
  pending,
}: {
  result: AccountDeletionResult | undefined;
  /** A deletion asked for earlier (the page was reloaded since): shown as scheduled, not offered again. */
  pending: { scheduledAt: string } | null;
}) {
  const t = useT();
  const { locale } = useShop();
  const location = useLocation();
  const confirming = new URLSearchParams(location.search).get(DELETE_ACCOUNT_CONFIRM_PARAM) === 'confirm';
  const failure = result && !result.ok ? result : null;
  const refused = failure?.message === ACCOUNT_DELETION_REFUSED_MESSAGE;
  const scheduledAt = result?.ok ? result.scheduledAt : !failure ? pending?.scheduledAt : undefined;

  let body;
  if (scheduledAt) {
    const time = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    }).format(new Date(scheduledAt));
    body = (
      <p className={styles.scheduled} role="status" data-testid="account-deletion-scheduled">
        {t('accountDeletion.scheduled', { time })}
      </p>
    );
  } else if (confirming && !failure) {
    body = <ConfirmStep />;
  } else {
    body = (
      <>
        {failure && (
          <div className={styles.error} role="alert" data-testid="account-deletion-error">
            <p className={styles.errorTitle}>
              {failure.message ? <ServerText message={failure.message} /> : t('accountDeletion.failed')}
            </p>
            {refused && <p className={styles.text}>{t('accountDeletion.refusedReason')}</p>}
          </div>
        )}
        <p className={styles.text}>{t('accountDeletion.section.lead')}</p>
        <Link
          to={`${location.pathname}?${new URLSearchParams({ [DELETE_ACCOUNT_CONFIRM_PARAM]: 'confirm' })}`}
          replace
          preventScrollReset
          className={styles.open}
          data-testid="account-deletion-open"
        >
          {t('accountDeletion.section.open')}
        </Link>
      </>
    );
  }

  return (
    <section
      className={styles.section}
      aria-labelledby="account-deletion-title"
      data-testid="account-deletion"
    >
      <h2 id="account-deletion-title" className={styles.title}>
        {t('accountDeletion.section.title')}
      </h2>
      {body}
    </section>
  );
}
