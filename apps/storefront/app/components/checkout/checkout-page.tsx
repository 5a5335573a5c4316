import type { Order, ShippingMethod } from '@shop/contracts';
import { LOYALTY_POINT_VALUE_MINOR } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { CheckoutFailure, CheckoutPageData, CheckoutValues } from '~/data/checkout.server.ts';
import { localiseServerMessage } from '~/i18n/server-messages.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { cartVariantNames, VariantNamesProvider } from '~/components/ui/variant-names.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { CheckoutField } from './checkout-field.tsx';
import { CountryOptions } from '../ui/country-options.tsx';
import { useCountryRules } from '../ui/use-country-rules.ts';
import formStyles from '../ui/form.module.css';
import styles from './checkout.module.css';

function useMoney() {
  const { channel, locale } = useShop();
  return (minor: number) => formatMoney(minor, channel.currencyCode, locale);
}

/** The form's starting values: what was sent last time, else the order's address. */
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

function DeliveryOptions({
  data,
  values,
  errors,
  chosen,
  onChoose,
}: {
  data: CheckoutPageData;
  values: CheckoutValues;
  errors: CheckoutFailure['fieldErrors'];
  chosen: ShippingMethod | undefined;
  onChoose: (code: string) => void;
}) {
  const t = useT();
  const money = useMoney();
  const lockerId = useId();
  return (
    <fieldset className={styles.section} data-testid="checkout-delivery">
      <legend className={styles.sectionTitle}>{t('checkout.delivery.title')}</legend>
      {errors.shippingMethod !== undefined && (
        <p className={formStyles.fieldError} role="alert">
          {errors.shippingMethod || t('checkout.errors.chooseDelivery')}
        </p>
      )}
      <ul role="list" className={styles.options}>
        {data.shippingMethods.map((method) => (
          <li key={method.code}>
            <label className={cx(styles.option, chosen?.code === method.code && styles.optionChosen)}>
              <input
                type="radio"
                name="shippingMethod"
                value={method.code}
                checked={chosen?.code === method.code}
                onChange={() => onChoose(method.code)}
                data-testid={`shipping-${method.code}`}
              />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{method.name}</span>
                {method.description && <span className={styles.optionNote}>{method.description}</span>}
                {method.freeAbove !== null && method.cost > 0 && (
                  <span className={styles.optionNote}>
                    {t('checkout.delivery.freeAbove', { amount: money(method.freeAbove) })}
                  </span>
                )}
              </span>
              <span className={styles.optionPrice}>
                {method.cost === 0 ? t('checkout.delivery.free') : money(method.cost)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {chosen?.kind === 'parcel_locker' && (
        <div className={formStyles.field}>
          <label htmlFor={lockerId} className={formStyles.label}>
            {t('checkout.delivery.locker')}
          </label>
          <input type="hidden" name="shippingCarrier" value={chosen.carrier} />
          <select
            id={lockerId}
            name={`parcelLocker.${chosen.carrier}`}
            className={formStyles.input}
            defaultValue={values.parcelLocker ?? ''}
            aria-invalid={errors.parcelLocker ? true : undefined}
            data-testid="checkout-parcel-locker"
          >
            <option value="">{t('checkout.delivery.chooseLocker')}</option>
            {(data.lockers[chosen.carrier] ?? []).map((locker) => (
              <option key={locker.code} value={locker.code}>
                {`${locker.city}, ${locker.name} (${locker.address})`}
              </option>
            ))}
          </select>
          {errors.parcelLocker && <p className={formStyles.fieldError}>{errors.parcelLocker}</p>}
        </div>
      )}
    </fieldset>
  );
}

/**
 * What `points` take off a payable amount: the programme's value a point (10 cents unless the back office
 * set another), in whole points, never more than the amount.
 */
export function loyaltyDiscountFor(
  points: number,
  payable: number,
  pointValue: number = LOYALTY_POINT_VALUE_MINOR,
): number {
  if (pointValue <= 0) return 0;
  const usable = Math.min(Math.max(0, Math.floor(points)), Math.floor(Math.max(0, payable) / pointValue));
  return usable * pointValue;
}

/** A member's redeem-points control: how many of their points this order uses (spec section 3). */
function LoyaltyPointsField({
  balance,
  payable,
  pointValue,
  defaultPoints,
  error,
  onChange,
}: {
  balance: number;
  payable: number;
  pointValue: number;
  defaultPoints: number;
  error: string | undefined;
  onChange: (points: number) => void;
}) {
  const t = useT();
  const money = useMoney();
  const max = pointValue > 0 ? Math.min(balance, Math.floor(Math.max(0, payable) / pointValue)) : 0;
  return (
    <fieldset className={styles.section} data-testid="checkout-loyalty">
      <legend className={styles.sectionTitle}>{t('loyalty.checkout.title')}</legend>
      <p className={formStyles.note}>
        {t('loyalty.checkout.available', {
          points: balance,
          value: money(balance * pointValue),
        })}
      </p>
      <div className={formStyles.field}>
        <label htmlFor="checkout-loyalty-points" className={formStyles.label}>
          {t('loyalty.checkout.label')}
        </label>
        <input
          id="checkout-loyalty-points"
          name="loyaltyPoints"
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          className={formStyles.input}
          defaultValue={Math.min(defaultPoints, max)}
          onChange={(event) => onChange(Number(event.currentTarget.value) || 0)}
          aria-invalid={error ? true : undefined}
          data-testid="checkout-loyalty-points"
        />
        {error && <p className={formStyles.fieldError}>{error}</p>}
      </div>
    </fieldset>
  );
}

/** What the order costs with the chosen delivery and the points redeemed. */
function orderTotal(order: Order, delivery: number | null, loyaltyPoints: number, pointValue: number) {
  // Delivery costs come from the API after this order's delivery promotions.
  const beforePoints = order.itemsTotal - order.promotionTotal + (delivery ?? 0) - order.summary.giftCoupon;
  const loyaltyDiscount = loyaltyDiscountFor(loyaltyPoints, beforePoints, pointValue);
  return { loyaltyDiscount, total: beforePoints - loyaltyDiscount };
}

/**
 * On phones and tablets (below the two-column layout) the order total and "place order" stay in reach at
 * the bottom of the screen while the shopper fills in the form (sticky to the form's end, where the full
 * summary follows).
 */
function StickyOrderBar({ total }: { total: number }) {
  const t = useT();
  const money = useMoney();
  const navigation = useNavigation();
  const placing = navigation.state === 'submitting';
  return (
    <div className={styles.stickyBar} data-testid="checkout-sticky-bar">
      <p className={styles.stickyTotal}>
        <span>{t('cart.summary.total')}</span>
        <strong data-testid="checkout-sticky-total">{money(total)}</strong>
      </p>
      <button
        type="submit"
        className={cx(styles.place, styles.stickyPlace)}
        disabled={placing}
        data-testid="checkout-sticky-place-order"
      >
        {placing ? t('checkout.summary.placing') : t('checkout.summary.place')}
      </button>
    </div>
  );
}

function OrderSummary({
  order,
  delivery,
  loyaltyPoints = 0,
  pointValue = LOYALTY_POINT_VALUE_MINOR,
}: {
  order: Order;
  delivery: number | null;
  loyaltyPoints?: number;
  pointValue?: number;
}) {
  const t = useT();
  const money = useMoney();
  const navigation = useNavigation();
  const placing = navigation.state === 'submitting';
  const { loyaltyDiscount, total } = orderTotal(order, delivery, loyaltyPoints, pointValue);
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        {t('checkout.summary.title')}
      </h2>
      <ul role="list" className={styles.summaryLines}>
        {order.items
          .filter((item) => item.available)
          .map((item) => (
            <li key={item.id} className={styles.summaryLine}>
              <span>
                {item.productName} × {item.quantity}
              </span>
              <span>{money(item.total)}</span>
            </li>
          ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('cart.summary.subtotal')}</dt>
          <dd>{money(order.itemsTotal)}</dd>
        </div>
        {order.promotions
          .filter((promotion) => promotion.itemsDiscount > 0)
          .map((promotion) => (
            <div key={promotion.code}>
              <dt>{promotion.label}</dt>
              <dd>{money(-promotion.itemsDiscount)}</dd>
            </div>
          ))}
        <div>
          <dt>{t('checkout.summary.delivery')}</dt>
          <dd data-testid="checkout-delivery-cost">
            {delivery === null
              ? t('checkout.summary.deliveryLater')
              : delivery === 0
                ? t('checkout.delivery.free')
                : money(delivery)}
          </dd>
        </div>
        {loyaltyDiscount > 0 && (
          <div data-testid="checkout-loyalty-discount">
            <dt>{t('cart.summary.loyaltyDiscount')}</dt>
            <dd>{money(-loyaltyDiscount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>{t('cart.summary.total')}</dt>
          <dd data-testid="checkout-total">{money(total)}</dd>
        </div>
      </dl>
      <button type="submit" className={styles.place} disabled={placing} data-testid="place-order">
        {placing ? t('checkout.summary.placing') : t('checkout.summary.place')}
      </button>
      <p className={formStyles.note}>{t('checkout.summary.terms')}</p>
    </aside>
  );
}

/** The cart lines that cannot be ordered now (out of stock, no longer sold), by the names the cart shows. */
function UnavailableLines({ order }: { order: CheckoutPageData['order'] }) {
  const unavailable = order.items.filter((item) => !item.available);
  if (unavailable.length === 0) return null;
  return (
    <ul data-testid="checkout-unavailable-lines">
      {cartVariantNames(unavailable).map((line) => (
        <li key={line.code}>{line.name}</li>
      ))}
    </ul>
  );
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
