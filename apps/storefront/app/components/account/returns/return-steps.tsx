import type { ReturnOptions } from '@shop/contracts';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { ADDRESS_FORM_FIELDS, type ReturnFormState } from '~/data/return-form.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { CountryOptions } from '../../ui/country-options.tsx';
import { FormField, SelectField } from '../../ui/form-field.tsx';
import formStyles from '../../ui/form.module.css';
import accountStyles from '../account-forms.module.css';
import styles from './returns.module.css';

/** The three steps of the return form (return-form.tsx): the items, how they come back, how the money goes back. */

interface StepProps {
  options: ReturnOptions;
  draft: ReturnFormState['draft'];
  /** The field's error in the shopper's language, if it has one. */
  error: (name: string) => string | undefined;
  money: (minor: number) => string;
}

const ADDRESS_AUTOCOMPLETE: Partial<Record<(typeof ADDRESS_FORM_FIELDS)[number], string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phoneNumber: 'tel',
  city: 'address-level2',
  street: 'address-line1',
  postCode: 'postal-code',
};

/** Step 1: which items, how many of each, why (and a comment). */
export function ItemsStep({
  options,
  draft,
  error,
  money,
  fieldErrors,
}: StepProps & { fieldErrors: ReturnFormState['fieldErrors'] }) {
  const t = useT();
  const { width, height } = IMAGE_FILTERS.suggestion;
  return (
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
  );
}

/** Step 2: the return method, and the pick-up address when the method needs one. */
export function MethodStep({ options, draft, error, money }: StepProps) {
  const t = useT();
  return (
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
  );
}

/** Step 3: the refund method, and the bank account for a bank transfer. */
export function RefundStep({ options, draft, error }: Omit<StepProps, 'money'>) {
  const t = useT();
  return (
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
