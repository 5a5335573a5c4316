import type { ReturnOptions } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  estimatedRefund,
  mergeStep,
  RETURN_FORM_STEPS,
  type ReturnFormState,
  type ReturnFormStep,
} from '~/data/return-form.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { formatOrderDate } from '../../checkout/placed-order.tsx';
import { ServerText } from '../../ui/server-text.tsx';
import formStyles from '../../ui/form.module.css';
import accountStyles from '../account-forms.module.css';
import { ItemsStep, MethodStep, RefundStep } from './return-steps.tsx';
import styles from './returns.module.css';

function StepProgress({ step }: { step: ReturnFormStep }) {
  const t = useT();
  const current = RETURN_FORM_STEPS.indexOf(step);
  return (
    <nav aria-label={t('returns.form.progress')}>
      <ol className={styles.steps} data-testid="return-steps">
        {RETURN_FORM_STEPS.map((name, index) => (
          <li
            key={name}
            className={styles.step}
            data-status={index < current ? 'done' : index === current ? 'current' : 'next'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepName}>{t(`returns.form.steps.${name}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The three-step return form of one order (spec section 2): 1 the items with quantity, reason and comment;
 * 2 the return method (and the courier's pick-up address); 3 the refund (bank transfer with the account
 * holder and IBAN, cash, or shop coupons). Each step is a real form post, checked on the server before the
 * next one shows, so it works before (and without) JavaScript; what is entered rides along in `draft`.
 * Chosen items and conditional fields are revealed by CSS `:has()`, not by script.
 */
export function ReturnForm({ options, state }: { options: ReturnOptions; state: ReturnFormState }) {
  const t = useT();
  const path = useRoutePath();
  const { locale } = useShop();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST';
  const { step, draft, fieldErrors } = state;
  const error = (name: string) => {
    const message = fieldErrors[name];
    return message ? localiseServerMessage(t, message) : undefined;
  };
  const money = (minor: number) => formatMoney(minor, options.order.currencyCode, locale);
  // The summary follows what is chosen on this step as it changes (with JavaScript; without, after each post).
  // A new draft from the server (the next step, or errors) replaces what was followed on the page.
  const [followed, setFollowed] = useState({ from: draft, value: draft });
  const live = followed.from === draft ? followed.value : draft;
  const follow = (event: FormEvent<HTMLFormElement>) =>
    setFollowed({ from: draft, value: mergeStep(step, new FormData(event.currentTarget), draft, options) });
  const estimate = estimatedRefund(options, live);
  const hasErrors = Object.keys(fieldErrors).length > 0;
  const stepProps = { options, draft, error, money };

  return (
    <div className={styles.formLayout}>
      <Form
        method="post"
        className={styles.form}
        noValidate
        onInput={follow}
        onChange={follow}
        data-testid="return-form"
        data-step={step}
      >
        <StepProgress step={step} />
        <p className={formStyles.note}>
          {t('returns.form.stepOf', {
            current: RETURN_FORM_STEPS.indexOf(step) + 1,
            total: RETURN_FORM_STEPS.length,
          })}
        </p>
        {state.message && (
          <p className={formStyles.banner} role="alert" data-testid="return-form-message">
            <ServerText message={state.message} />
          </p>
        )}
        {!state.message && hasErrors && (
          <p className={formStyles.banner} role="alert" data-testid="return-form-error">
            {t('returns.form.failed')}
          </p>
        )}
        <input type="hidden" name="draft" value={JSON.stringify(draft)} />
        <input type="hidden" name="step" value={step} />

        {step === 'items' && <ItemsStep {...stepProps} fieldErrors={fieldErrors} />}

        {step === 'method' && <MethodStep {...stepProps} />}

        {step === 'refund' && <RefundStep {...stepProps} />}

        <div className={styles.navigation}>
          {step === 'items' ? (
            <Link
              to={path('ACCOUNT_ORDER', { orderToken: options.order.tokenValue })}
              className={accountStyles.cancel}
            >
              {t('returns.form.backToOrder')}
            </Link>
          ) : (
            <button
              type="submit"
              name="intent"
              value="back"
              className={styles.back}
              data-testid="return-back"
            >
              {t('returns.form.back')}
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value={step === 'refund' ? 'submit' : 'next'}
            className={formStyles.submit}
            disabled={busy}
            data-testid={step === 'refund' ? 'return-submit' : 'return-next'}
          >
            {t(step === 'refund' ? 'returns.form.submit' : 'returns.form.next')}
          </button>
        </div>
      </Form>

      <aside className={styles.summary} aria-labelledby="return-summary-title" data-testid="return-summary">
        <h2 id="return-summary-title">{t('returns.form.summary')}</h2>
        {live.items.length === 0 ? (
          <p className={formStyles.note}>{t('returns.form.nothingChosen')}</p>
        ) : (
          <ul className={styles.summaryItems} role="list">
            {live.items.map((entry) => {
              const item = options.items.find((candidate) => candidate.orderItemId === entry.orderItemId);
              if (!item) return null;
              return (
                <li key={entry.orderItemId}>
                  <span>
                    {entry.quantity} × {item.productName}
                  </span>
                  <span>{money(item.unitRefund * Math.min(entry.quantity, item.returnableQuantity))}</span>
                </li>
              );
            })}
          </ul>
        )}
        <dl className={styles.totals}>
          <div>
            <dt>{t('returns.form.goods')}</dt>
            <dd>{money(estimate.goods)}</dd>
          </div>
          {estimate.fee > 0 && (
            <div>
              <dt>{t('returns.form.fee')}</dt>
              <dd>{money(-estimate.fee)}</dd>
            </div>
          )}
          <div className={styles.total}>
            <dt>{t('returns.form.estimate')}</dt>
            <dd data-testid="return-estimate">{money(estimate.total)}</dd>
          </div>
        </dl>
        {options.returnableUntil && (
          <p className={formStyles.note}>
            {t('returns.form.until', { date: formatOrderDate(options.returnableUntil).slice(0, 10) })}
          </p>
        )}
      </aside>
    </div>
  );
}

/** The order cannot be returned (not delivered yet, the period ended, everything already returned). */
export function ReturnBlocked({ options }: { options: ReturnOptions }) {
  const t = useT();
  const path = useRoutePath();
  if (!options.blockedReason) return null;
  return (
    <div className={accountStyles.form}>
      <p className={formStyles.banner} role="alert" data-testid="return-blocked">
        {t(`returns.form.blocked.${options.blockedReason}`)}
      </p>
      <Link
        to={path('ACCOUNT_ORDER', { orderToken: options.order.tokenValue })}
        className={accountStyles.cancel}
      >
        {t('returns.form.backToOrder')}
      </Link>
    </div>
  );
}
