import type { ReturnOptions } from '@shop/contracts';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import {
  ADDRESS_FORM_FIELDS,
  estimatedRefund,
  mergeStep,
  RETURN_FORM_STEPS,
  type ReturnFormState,
  type ReturnFormStep,
} from '~/data/return-form.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { formatOrderDate } from '../../checkout/placed-order.tsx';
import { ServerText } from '../../ui/server-text.tsx';
import { CountryOptions } from '../../ui/country-options.tsx';
import { FormField, SelectField } from '../../ui/form-field.tsx';
import formStyles from '../../ui/form.module.css';
import accountStyles from '../account-forms.module.css';
import styles from './returns.module.css';

const ADDRESS_AUTOCOMPLETE: Partial<Record<(typeof ADDRESS_FORM_FIELDS)[number], string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phoneNumber: 'tel',
  city: 'address-level2',
  street: 'address-line1',
  postCode: 'postal-code',
};

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
  const { width, height } = IMAGE_FILTERS.suggestion;
  const hasErrors = Object.keys(fieldErrors).length > 0;

  return (
    <div className={styles.formLayout}>
      <Form
        method="post"
        className={styles.form}
        noValidate
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

        {step === 'items' && (
          <fieldset className={accountStyles.fieldset}>
            <legend className={accountStyles.legend}>{t('returns.form.itemsLegend')}</legend>
            {error('items') && (
              <p className={formStyles.fieldError} data-testid="return-items-error">
                {error('items')}
              </p>
            )}
            <ul className={styles.choices} role="list">
              {options.items.map((item) => {
                const chosen = draft.items.find((entry) => entry.orderItemId === item.orderItemId);
                const prefix = `items.${item.orderItemId}`;
                const invalid = ['quantity', 'reason', 'comment', 'orderItemId'].some((field) =>
                  Boolean(fieldErrors[`${prefix}.${field}`]),
                );
                const none = item.returnableQuantity === 0;
                return (
                  <li key={item.orderItemId} className={styles.returnItem} data-testid="return-form-item">
                    <label className={styles.returnItemHead}>
                      <span className={styles.select}>
                        <input
                          type="checkbox"
                          name={`${prefix}.selected`}
                          defaultChecked={Boolean(chosen)}
                          disabled={none}
                          aria-label={`${t('returns.form.select')}: ${item.productName}`}
                          data-testid={`return-select-${item.variantCode}`}
                        />
                      </span>
                      {item.image ? (
                        <img
                          className={styles.image}
                          src={mediaUrl(item.image.path, 'suggestion')}
                          srcSet={mediaSrcSet(item.image.path, 'suggestion')}
                          width={width}
                          height={height}
                          alt=""
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.image} />
                      )}
                      <span className={styles.itemText}>
                        <span className={styles.itemName}>{item.productName}</span>
                        {item.variantName !== item.productName && (
                          <span className={styles.itemMeta}>{item.variantName}</span>
                        )}
                        <span className={styles.itemMeta}>
                          {t('returns.form.returnable', { count: item.returnableQuantity })} ·{' '}
                          {t('returns.form.each', { amount: money(item.unitRefund) })}
                        </span>
                      </span>
                    </label>
                    {!none && (
                      <div
                        className={`${formStyles.grid} ${styles.itemFields}`}
                        data-invalid={invalid || undefined}
                      >
                        <FormField
                          name={`${prefix}.quantity`}
                          testPrefix="return"
                          label={t('returns.form.quantity')}
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={item.returnableQuantity}
                          step={1}
                          defaultValue={chosen?.quantity ?? 1}
                          error={error(`${prefix}.quantity`)}
                        />
                        <SelectField
                          name={`${prefix}.reason`}
                          testPrefix="return"
                          label={t('returns.form.reason')}
                          defaultValue={chosen?.reason ?? ''}
                          error={error(`${prefix}.reason`)}
                        >
                          <option value="">{t('returns.form.chooseReason')}</option>
                          {options.reasons.map((reason) => (
                            <option key={reason} value={reason}>
                              {t(`returns.reasons.${reason}`)}
                            </option>
                          ))}
                        </SelectField>
                        <CommentField
                          name={`${prefix}.comment`}
                          defaultValue={chosen?.comment ?? ''}
                          error={error(`${prefix}.comment`)}
                        />
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}

        {step === 'method' && (
          <fieldset className={accountStyles.fieldset}>
            <legend className={accountStyles.legend}>{t('returns.form.methodLegend')}</legend>
            {error('returnMethod') && (
              <p className={formStyles.fieldError} data-testid="return-returnMethod-error">
                {error('returnMethod')}
              </p>
            )}
            <div className={styles.choices} role="radiogroup" aria-label={t('returns.form.methodLegend')}>
              {options.returnMethods.map((method) => (
                <label key={method.code} className={styles.choice}>
                  <input
                    type="radio"
                    name="returnMethod"
                    value={method.code}
                    defaultChecked={draft.returnMethod === method.code}
                    data-reveals={method.requiresAddress ? 'address' : undefined}
                    data-testid={`return-method-${method.code}`}
                  />
                  <span className={styles.choiceName}>{method.name}</span>
                  <span className={styles.choicePrice}>
                    {method.price > 0 ? money(method.price) : t('returns.form.free')}
                  </span>
                  {method.description && <span className={styles.choiceHint}>{method.description}</span>}
                </label>
              ))}
            </div>
            <div className={`${styles.conditional} ${formStyles.grid}`} data-when="address">
              <p className={`${formStyles.label} ${formStyles.wide}`}>{t('returns.form.addressLegend')}</p>
              {ADDRESS_FORM_FIELDS.map((name) =>
                name === 'countryCode' ? (
                  <SelectField
                    key={name}
                    name={`address.${name}`}
                    testPrefix="return"
                    label={t(`account.addresses.fields.${name}`)}
                    defaultValue={draft.address[name] || 'LT'}
                    autoComplete="country"
                    error={error(`address.${name}`)}
                  >
                    <CountryOptions />
                  </SelectField>
                ) : (
                  <FormField
                    key={name}
                    name={`address.${name}`}
                    testPrefix="return"
                    label={t(`account.addresses.fields.${name}`)}
                    type={name === 'phoneNumber' ? 'tel' : 'text'}
                    autoComplete={ADDRESS_AUTOCOMPLETE[name] ?? 'off'}
                    defaultValue={draft.address[name] ?? ''}
                    error={error(`address.${name}`)}
                  />
                ),
              )}
            </div>
          </fieldset>
        )}

        {step === 'refund' && (
          <fieldset className={accountStyles.fieldset}>
            <legend className={accountStyles.legend}>{t('returns.form.refundLegend')}</legend>
            {error('refund.method') && (
              <p className={formStyles.fieldError} data-testid="return-refund.method-error">
                {error('refund.method')}
              </p>
            )}
            <div className={styles.choices} role="radiogroup" aria-label={t('returns.form.refundLegend')}>
              {options.refundMethods.map((method) => (
                <label key={method} className={styles.choice}>
                  <input
                    type="radio"
                    name="refund.method"
                    value={method}
                    defaultChecked={draft.refund.method === method}
                    data-testid={`return-refund-${method}`}
                  />
                  <span className={styles.choiceName}>{t(`returns.refundMethods.${method}`)}</span>
                  <span />
                  <span className={styles.choiceHint}>{t(`returns.refundHints.${method}`)}</span>
                </label>
              ))}
            </div>
            <div className={`${styles.conditional} ${formStyles.grid}`} data-when="bank_transfer">
              <FormField
                name="refund.firstName"
                testPrefix="return"
                label={t('returns.form.firstName')}
                autoComplete="given-name"
                defaultValue={draft.refund.firstName}
                error={error('refund.firstName')}
              />
              <FormField
                name="refund.lastName"
                testPrefix="return"
                label={t('returns.form.lastName')}
                autoComplete="family-name"
                defaultValue={draft.refund.lastName}
                error={error('refund.lastName')}
              />
              <FormField
                name="refund.bankAccount"
                testPrefix="return"
                label={t('returns.form.bankAccount')}
                autoComplete="off"
                spellCheck={false}
                placeholder="LT00 0000 0000 0000 0000"
                defaultValue={draft.refund.bankAccount}
                error={error('refund.bankAccount')}
                wide
              />
            </div>
          </fieldset>
        )}

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

function CommentField({
  name,
  defaultValue,
  error,
}: {
  name: string;
  defaultValue: string;
  error: string | undefined;
}) {
  const t = useT();
  const id = `${name}-field`;
  const errorId = `${id}-error`;
  return (
    <div className={`${formStyles.field} ${formStyles.wide}`}>
      <label htmlFor={id} className={formStyles.label}>
        {t('returns.form.comment')}
      </label>
      <textarea
        id={id}
        name={name}
        className={`${formStyles.input} ${formStyles.textarea}`}
        maxLength={500}
        defaultValue={defaultValue}
        placeholder={t('returns.form.commentHint')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`return-${name}`}
      />
      {error && (
        <p id={errorId} className={formStyles.fieldError} data-testid={`return-${name}-error`}>
          {error}
        </p>
      )}
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
