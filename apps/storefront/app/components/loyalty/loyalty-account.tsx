import type { LoyaltyAccount, LoyaltyBenefit, PageRef } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { Suspense, useState } from 'react';
import { Await, Form, useNavigation } from 'react-router';
import type { AccountFormResult } from '~/data/account-forms.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { LOYALTY_SKELETON_PAGE } from '~/lib/constants.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { contentPagePathMatch } from '~/routing/path-match.ts';
import { useRoutePath } from '~/routing/links.ts';
import { AccountFormStatus } from '../account/account-form-status.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { LoyaltyBenefitList, LoyaltyBenefitSkeletons } from './loyalty-benefits.tsx';
import styles from './loyalty.module.css';

function TermsLink({ page }: { page: PageRef | null }) {
  const t = useT();
  const path = useRoutePath();
  if (!page) return null;
  return (
    <a
      href={path('PAGE', { '*': contentPagePathMatch(page) })}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.termsLink}
      data-testid="loyalty-terms-link"
    >
      {t('loyalty.page.terms')}
    </a>
  );
}

/** The member's card: number, points and their value, level, money spent and left to the next level. */
function MemberCard({ account }: { account: LoyaltyAccount }) {
  const t = useT();
  const { locale, channel } = useShop();
  const money = (amount: number) => formatMoney(amount, channel.currencyCode, locale);
  const level = account.level ? t(`loyalty.levels.${account.level.code}`) : '–';
  return (
    <section className={styles.card} aria-labelledby="loyalty-card-title" data-testid="loyalty-card">
      <div className={styles.cardHead}>
        <h2 id="loyalty-card-title" className={styles.cardTitle}>
          {t('loyalty.page.cardTitle')}
        </h2>
        <span className={styles.levelBadge} data-testid="loyalty-level">
          {level}
        </span>
      </div>
      <p className={styles.cardNumber}>
        <span className={styles.label}>{t('loyalty.page.cardNumber')}</span>
        <span data-testid="loyalty-card-number">{account.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t('loyalty.page.points')}</dt>
          <dd data-testid="loyalty-points">{account.points}</dd>
          <dd className={styles.figureNote}>
            {t('loyalty.page.pointsValue', { value: money(account.pointsValue) })}
          </dd>
        </div>
        <div>
          <dt>{t('loyalty.page.spent')}</dt>
          <dd data-testid="loyalty-spent">{money(account.amountSpent)}</dd>
        </div>
        <div>
          <dt>{t('loyalty.page.toNextLevel')}</dt>
          <dd data-testid="loyalty-to-next">
            {account.nextLevel && account.amountToNextLevel !== null
              ? money(account.amountToNextLevel)
              : t('loyalty.page.topLevel')}
          </dd>
          {account.nextLevel && (
            <dd className={styles.figureNote}>
              {t('loyalty.page.nextLevel', { level: t(`loyalty.levels.${account.nextLevel.code}`) })}
            </dd>
          )}
        </div>
      </dl>
    </section>
  );
}

const LEAVE_FORM_ID = 'loyalty-leave-form';

/** /account/loyalty: the account (or the invitation to join), every benefit, leave with a confirmation. */
export function LoyaltyAccountPage({
  account,
  benefits,
  result,
}: {
  account: LoyaltyAccount | null;
  benefits: Promise<LoyaltyBenefit[]>;
  result: AccountFormResult | undefined;
}) {
  const t = useT();
  const { channel, locale } = useShop();
  const money = (amount: number) => formatMoney(amount, channel.currencyCode, locale);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const member = account?.active === true;
  const [askingToLeave, setAskingToLeave] = useState(false);
  return (
    <div className={styles.page}>
      <AccountFormStatus
        result={result}
        done={member ? t('loyalty.page.joined') : t('loyalty.page.left')}
        failed={t('loyalty.page.failed')}
      />
      {member && account ? (
        <>
          <MemberCard account={account} />
          <p className={styles.pointRule}>
            {t('loyalty.page.pointRule', {
              points: account.pointsPerEuro,
              value: money(account.pointValue),
            })}
          </p>
        </>
      ) : (
        <section className={styles.join} data-testid="loyalty-join-section">
          <h2 className={styles.cardTitle}>{t('loyalty.page.joinTitle')}</h2>
          <p className={styles.joinText}>{t('loyalty.page.joinText')}</p>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="join"
              className={styles.primary}
              disabled={busy}
              data-testid="loyalty-join"
            >
              {t('loyalty.page.join')}
            </button>
          </Form>
        </section>
      )}
      <section aria-labelledby="loyalty-benefits-title">
        <h2 id="loyalty-benefits-title" className={styles.sectionTitle}>
          {t('loyalty.page.benefits')}
        </h2>
        <Suspense fallback={<LoyaltyBenefitSkeletons count={LOYALTY_SKELETON_PAGE} />}>
          <Await resolve={benefits}>{(loaded) => <LoyaltyBenefitList benefits={loaded} />}</Await>
        </Suspense>
      </section>
      <div className={styles.footerActions}>
        <TermsLink page={channel.loyaltyTermsOfServicePage} />
        {member && account && (
          <Form method="post" id={LEAVE_FORM_ID}>
            <input type="hidden" name="membershipId" value={account.id} />
            <button
              type="submit"
              name="intent"
              value="leave"
              className={styles.secondary}
              disabled={busy}
              data-testid="loyalty-leave"
              onClick={(event) => {
                // Asked in the shop's dialog, whose own button submits this form.
                event.preventDefault();
                setAskingToLeave(true);
              }}
            >
              {t('loyalty.page.leave')}
            </button>
          </Form>
        )}
        {member && account && askingToLeave && (
          <ConfirmDialog
            title={t('loyalty.page.confirmLeaveTitle')}
            text={t('loyalty.page.confirmLeave')}
            confirm={t('loyalty.page.leave')}
            cancel={t('loyalty.page.stay')}
            formId={LEAVE_FORM_ID}
            submit={{ name: 'intent', value: 'leave' }}
            onClose={() => setAskingToLeave(false)}
            testId="loyalty-leave-dialog"
          />
        )}
      </div>
    </div>
  );
}
