import { LOYALTY_POINT_VALUE_MINOR } from '@shop/contracts/constants';
import { useState } from 'react';
import { Form } from 'react-router';
import type { CheckoutFailure, CheckoutPageData, CheckoutValues } from '~/data/checkout.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { cartVariantNames, VariantNamesProvider } from '~/components/ui/variant-names.tsx';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { CheckoutField } from './checkout-field.tsx';
import { CountryOptions } from '../ui/country-options.tsx';
import { useCountryRules } from '../ui/use-country-rules.ts';
import formStyles from '../ui/form.module.css';
import styles from './checkout.module.css';
import { LoyaltyPointsField, orderTotal } from './checkout-loyalty.tsx';
import { DeliveryOptions } from './delivery-options.tsx';
import { OrderSummary, StickyOrderBar, UnavailableLines } from './order-summary.tsx';

/**
 * What the form starts with: what was refused, else what the order holds, else the signed-in customer's
 * email and default address.
 */
function initialValues(data: CheckoutPageData, failure: CheckoutFailure | undefined): CheckoutValues {
  if (failure) return failure.values;
  const { order, savedContact } = data;
  const address = order.billingAddress ?? savedContact?.address;
  return {
    email: order.email ?? savedContact?.email ?? '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    phoneNumber: address?.phoneNumber ?? '',
    countryCode: address?.countryCode ?? 'LT',
    city: address?.city ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    apartmentNumber: address?.apartmentNumber ?? '',
    postCode: address?.postCode ?? '',
    isCompany: address?.companyName ? 'on' : '',
    companyName: address?.companyName ?? '',
    companyCode: address?.companyCode ?? '',
    vatNumber: address?.vatNumber ?? '',
    shippingMethod: order.shipments[0]?.method?.code ?? '',
    parcelLocker: order.shipments[0]?.parcelLocker?.code ?? '',
    paymentMethod: order.payments[0]?.method?.code ?? '',
    notes: order.notes ?? '',
  };
}

/**
 * The checkout (spec section 2): delivery with parcel-locker choice, contacts and address, invoice data
 * for companies, payment, notes and the order summary with "place order". One form, so it works before
 * the page hydrates; the API's violations come back next to their fields.
 */
export function CheckoutPage({ data, failure }: { data: CheckoutPageData; failure?: CheckoutFailure }) {
  const t = useT();
  const values = initialValues(data, failure);
  const lineNames = cartVariantNames(data.order.items);
  const variantName = (code: string) => lineNames.find((line) => line.code === code)?.name;
  // The API's English rule texts in the page's language (empty ones: "choose a method" below).
  const errors = Object.fromEntries(
    Object.entries(failure?.fieldErrors ?? {}).map(([name, message]) => [
      name,
      message ? localiseServerMessage(t, message, variantName) : message,
    ]),
  ) as CheckoutFailure['fieldErrors'];
  const [methodCode, setMethodCode] = useState(values.shippingMethod ?? '');
  const [isCompany, setIsCompany] = useState(values.isCompany === 'on');
  const chosen = data.shippingMethods.find((method) => method.code === methodCode);
  const pointValue = data.loyaltyPointValue ?? LOYALTY_POINT_VALUE_MINOR;
  const initialPoints =
    Number(values.loyaltyPoints) || Math.round(data.order.summary.loyaltyDiscount / pointValue);
  const [loyaltyPoints, setLoyaltyPoints] = useState(initialPoints);
  const redeemed = typeof data.loyaltyPoints === 'number' ? loyaltyPoints : 0;
  const rules = useCountryRules();
  const field = (
    name: keyof CheckoutValues & string,
    extra: { autoComplete?: string; type?: string } = {},
  ) => ({
    name,
    label: t(`checkout.contacts.${name}`),
    defaultValue: values[name] ?? '',
    error: rules.errorOf(name, errors[name]),
    ...extra,
  });
  return (
    <VariantNamesProvider variants={lineNames}>
      <Form method="post" className={`container ${styles.page}`} noValidate onBlur={rules.onBlur}>
        {failure?.formError && (
          <div className={styles.banner} role="alert" data-testid="checkout-error">
            <p>
              <ServerText message={failure.formError} />
            </p>
            <UnavailableLines order={data.order} />
          </div>
        )}
        {failure && !failure.formError && Object.keys(errors).length === 0 && (
          <p className={styles.banner} role="alert">
            {t('checkout.errors.form')}
          </p>
        )}
        <div className={styles.layout}>
          <div className={styles.steps}>
            <DeliveryOptions
              data={data}
              values={values}
              errors={errors}
              chosen={chosen}
              onChoose={setMethodCode}
            />

            <fieldset className={styles.section}>
              <legend className={styles.sectionTitle}>{t('checkout.contacts.title')}</legend>
              <div className={formStyles.grid}>
                <CheckoutField {...field('email', { type: 'email', autoComplete: 'email' })} wide />
                <CheckoutField {...field('firstName', { autoComplete: 'given-name' })} />
                <CheckoutField {...field('lastName', { autoComplete: 'family-name' })} />
                <CheckoutField {...field('phoneNumber', { type: 'tel', autoComplete: 'tel' })} />
                <div className={formStyles.field}>
                  <label htmlFor="checkout-country" className={formStyles.label}>
                    {t('checkout.contacts.countryCode')}
                  </label>
                  <select
                    id="checkout-country"
                    name="countryCode"
                    className={formStyles.input}
                    defaultValue={values.countryCode || 'LT'}
                    autoComplete="country"
                  >
                    <CountryOptions />
                  </select>
                </div>
                <p className={cx(formStyles.note, formStyles.wide)}>{t('checkout.contacts.addressNote')}</p>
                <CheckoutField {...field('city', { autoComplete: 'address-level2' })} />
                <CheckoutField {...field('street', { autoComplete: 'address-line1' })} />
                <CheckoutField {...field('houseNumber')} />
                <CheckoutField {...field('apartmentNumber')} />
                <CheckoutField {...field('postCode', { autoComplete: 'postal-code' })} />
              </div>
              <label className={formStyles.checkbox}>
                <input
                  type="checkbox"
                  name="isCompany"
                  checked={isCompany}
                  onChange={(event) => setIsCompany(event.target.checked)}
                  data-testid="checkout-is-company"
                />
                {t('checkout.company.toggle')}
              </label>
              {isCompany && (
                <div className={formStyles.grid}>
                  <CheckoutField
                    name="companyName"
                    label={t('checkout.company.companyName')}
                    defaultValue={values.companyName ?? ''}
                    error={errors.companyName}
                    autoComplete="organization"
                    wide
                  />
                  <CheckoutField
                    name="companyCode"
                    label={t('checkout.company.companyCode')}
                    defaultValue={values.companyCode ?? ''}
                    error={errors.companyCode}
                  />
                  <CheckoutField
                    name="vatNumber"
                    label={t('checkout.company.vatNumber')}
                    defaultValue={values.vatNumber ?? ''}
                    error={rules.errorOf('vatNumber', errors.vatNumber)}
                  />
                </div>
              )}
            </fieldset>

            {typeof data.loyaltyPoints === 'number' && data.loyaltyPoints > 0 && (
              <LoyaltyPointsField
                balance={data.loyaltyPoints}
                pointValue={pointValue}
                payable={
                  data.order.itemsTotal -
                  data.order.promotionTotal +
                  (chosen ? chosen.cost : 0) -
                  data.order.summary.giftCoupon
                }
                defaultPoints={initialPoints}
                error={errors.loyaltyPoints}
                onChange={setLoyaltyPoints}
              />
            )}

            <fieldset className={styles.section} data-testid="checkout-payment">
              <legend className={styles.sectionTitle}>{t('checkout.payment.title')}</legend>
              {errors.paymentMethod !== undefined && (
                <p className={formStyles.fieldError} role="alert">
                  {errors.paymentMethod || t('checkout.errors.choosePayment')}
                </p>
              )}
              <ul role="list" className={styles.options}>
                {data.paymentMethods.map((method) => (
                  <li key={method.code}>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        name="paymentMethod"
                        value={method.code}
                        defaultChecked={values.paymentMethod === method.code}
                        data-testid={`payment-${method.code}`}
                      />
                      <span className={styles.optionText}>
                        <span className={styles.optionName}>{method.name}</span>
                        {method.description && (
                          <span className={styles.optionNote}>{method.description}</span>
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <div className={formStyles.field}>
                <label htmlFor="checkout-notes" className={formStyles.label}>
                  {t('checkout.notes')}
                </label>
                <textarea
                  id="checkout-notes"
                  name="notes"
                  className={cx(formStyles.input, formStyles.textarea)}
                  defaultValue={values.notes ?? ''}
                  maxLength={1000}
                />
              </div>
            </fieldset>
          </div>
          <OrderSummary
            order={data.order}
            delivery={chosen ? chosen.cost : null}
            loyaltyPoints={redeemed}
            pointValue={pointValue}
          />
        </div>
        <StickyOrderBar
          total={orderTotal(data.order, chosen ? chosen.cost : null, redeemed, pointValue).total}
        />
      </Form>
    </VariantNamesProvider>
  );
}
