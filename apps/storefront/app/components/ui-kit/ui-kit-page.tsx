import type { AddressBookEntry, ProductListItem } from '@shop/contracts';
import { ORDER_STATES } from '@shop/contracts/constants';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { AccountFormStatus } from '../account/account-form-status.tsx';
import { AddressBook } from '../account/address-book.tsx';
import { OrderStateBadge } from '../account/order-list.tsx';
import { line } from '../cart/cart-fixtures.ts';
import { CartLine } from '../cart/cart-line.tsx';
import { SlimBannersWithButtonsBlock } from '../content-blocks/banner-blocks.tsx';
import { Carousel } from '../content-blocks/carousel.tsx';
import { LinkBlocks } from '../content-blocks/link-blocks.tsx';
import { ProductSliderSkeleton } from '../content-blocks/product-slider-skeleton.tsx';
import { ProductCard } from '../product-card/product-card.tsx';
import { attributeBadge, productListItem, variant } from '../product-card/product-fixtures.ts';
import { ProductGrid } from '../product-card/product-grid.tsx';
import { CountryOptions } from '../ui/country-options.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { FormField, SelectField } from '../ui/form-field.tsx';
import formStyles from '../ui/form.module.css';
import styles from './ui-kit-page.module.css';

const DISCOUNT = { price: 3999, originalPrices: [4999], discountPercentages: [20] };

/** Cards in their states: plain, discounted with badges and a rating, low stock, sold out. */
function cards(t: ReturnType<typeof useT>): ProductListItem[] {
  const base = { images: [], shortDescription: null };
  return [
    productListItem({ ...base, id: 1, name: t('uiKit.fixtures.productPlain') }),
    productListItem({
      ...base,
      id: 2,
      name: t('uiKit.fixtures.productDiscounted'),
      defaultVariant: variant({ code: 'V2', prices: DISCOUNT }),
      discountPercentage: 20,
      averageRating: 4.5,
      reviewCount: 12,
      badges: [attributeBadge({ name: t('uiKit.fixtures.badgeNew'), showInProductListOnImage: true })],
    }),
    productListItem({
      ...base,
      id: 3,
      name: t('uiKit.fixtures.productLowStock'),
      defaultVariant: variant({ code: 'V3', stock: 2 }),
    }),
    productListItem({ ...base, id: 4, name: t('uiKit.fixtures.productSoldOut'), inStock: false }),
  ];
}

function addresses(): AddressBookEntry[] {
  const address = {
    firstName: 'Ona',
    lastName: 'Onaitė',
    phoneNumber: '+37060012345',
    countryCode: 'LT',
    city: 'Vilnius',
    street: 'Gedimino pr.',
    houseNumber: '1',
    apartmentNumber: '5',
    postCode: '01103',
    companyName: null,
    vatNumber: null,
    companyCode: null,
  };
  return [
    { ...address, id: 1, isDefault: true },
    {
      ...address,
      id: 2,
      isDefault: false,
      city: 'Kaunas',
      street: 'Laisvės al.',
      houseNumber: '10',
      apartmentNumber: null,
    },
  ];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`ui-kit-${id}`} data-testid={`ui-kit-${id}`}>
      <h2 id={`ui-kit-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateLabel}>{label}</p>
      {children}
    </div>
  );
}

function DrawerDemo() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className={formStyles.submit}
        onClick={() => setOpen(true)}
        data-testid="ui-kit-drawer-open"
      >
        {t('uiKit.drawer.open')}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} placement="right" labelledBy={titleId}>
        <div className={styles.drawerBody}>
          <h2 id={titleId}>{t('uiKit.drawer.title')}</h2>
          <p>{t('uiKit.drawer.text')}</p>
          <button type="button" className={formStyles.submit} onClick={() => setOpen(false)}>
            {t('uiKit.drawer.close')}
          </button>
        </div>
      </Drawer>
    </>
  );
}

/**
 * The design system on one page (house guide: "the /ui-kit route shows every component in every state"):
 * the shop's real components with fixture data, each in its states. Not indexed by search engines.
 */
export function UiKitPage() {
  const t = useT();
  const path = useRoutePath();
  const field = { testPrefix: 'ui-kit' };
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('routes.UI_KIT.title')}</h1>
      <p className={styles.lead}>{t('routes.UI_KIT.description')}</p>
      <p className={styles.showcaseLink}>
        <Link to={path('UI_KIT_CONTENT_BLOCKS')} data-testid="ui-kit-content-blocks-link">
          {t('uiKit.showcase.contentBlocksLink')}
        </Link>
      </p>

      <Section id="buttons" title={t('uiKit.sections.buttons')}>
        <div className={styles.row}>
          <State label={t('uiKit.states.default')}>
            <button type="button" className={formStyles.submit}>
              {t('uiKit.buttons.primary')}
            </button>
          </State>
          <State label={t('uiKit.states.busy')}>
            <button type="button" className={formStyles.submit} aria-busy="true">
              {t('uiKit.buttons.primary')}
            </button>
          </State>
          <State label={t('uiKit.states.disabled')}>
            <button type="button" className={formStyles.submit} disabled>
              {t('uiKit.buttons.primary')}
            </button>
          </State>
        </div>
      </Section>

      <Section id="fields" title={t('uiKit.sections.fields')}>
        <div className={formStyles.grid}>
          <FormField
            {...field}
            name="plain"
            label={t('uiKit.fields.plain')}
            placeholder={t('uiKit.fields.placeholder')}
          />
          <FormField
            {...field}
            name="filled"
            label={t('uiKit.fields.filled')}
            defaultValue="ona@example.lt"
            type="email"
          />
          <FormField
            {...field}
            name="invalid"
            label={t('uiKit.fields.invalid')}
            defaultValue="ona@"
            error={t('uiKit.fields.errorText')}
          />
          <FormField
            {...field}
            name="disabled"
            label={t('uiKit.fields.disabled')}
            defaultValue="LT"
            disabled
          />
          <FormField
            {...field}
            name="readOnly"
            label={t('uiKit.fields.readOnly')}
            defaultValue="000123"
            readOnly
          />
          <SelectField {...field} name="country" label={t('uiKit.fields.select')} defaultValue="LT">
            <CountryOptions />
          </SelectField>
          <label className={formStyles.checkbox}>
            <input type="checkbox" name="checked" defaultChecked />
            <span>{t('uiKit.fields.checkboxChecked')}</span>
          </label>
          <label className={formStyles.checkbox}>
            <input type="checkbox" name="unchecked" />
            <span>{t('uiKit.fields.checkbox')}</span>
          </label>
          <label className={formStyles.checkbox}>
            <input type="checkbox" name="disabledCheck" disabled />
            <span>{t('uiKit.states.disabled')}</span>
          </label>
        </div>
      </Section>

      <Section id="messages" title={t('uiKit.sections.messages')}>
        <AccountFormStatus result={{ ok: true }} done={t('uiKit.messages.success')} failed="" />
        <AccountFormStatus
          result={{ ok: false, fieldErrors: {}, message: null }}
          done=""
          failed={t('uiKit.messages.error')}
        />
      </Section>

      <Section id="badges" title={t('uiKit.sections.orderStates')}>
        <div className={styles.row}>
          {ORDER_STATES.filter((state) => state !== 'cart').map((state) => (
            <OrderStateBadge key={state} state={state} />
          ))}
        </div>
      </Section>

      <Section id="cards" title={t('uiKit.sections.cards')}>
        <ProductGrid products={cards(t)} headingLevel={3} />
      </Section>

      <Section id="sliders" title={t('uiKit.sections.sliders')}>
        <State label={t('uiKit.states.default')}>
          <Carousel label={t('uiKit.sections.sliders')}>
            {[...cards(t), ...cards(t).map((card) => ({ ...card, id: card.id + 10 }))].map((card) => (
              <ProductCard key={card.id} product={card} />
            ))}
          </Carousel>
        </State>
        <State label={t('uiKit.states.loading')}>
          <ProductSliderSkeleton />
        </State>
      </Section>

      <Section id="content" title={t('uiKit.sections.content')}>
        <SlimBannersWithButtonsBlock
          content={{
            items: [
              {
                title: t('uiKit.content.bannerTitle'),
                text: t('uiKit.content.bannerText'),
                backgroundColor: '#1d5c5a',
                textColor: '#ffffff',
                button: { label: t('uiKit.content.bannerButton'), link: '/ui-kit' },
              },
            ],
          }}
        />
        <LinkBlocks
          content={{
            title: null,
            links: [
              {
                label: t('uiKit.content.link'),
                link: '/ui-kit',
                description: t('uiKit.content.linkText'),
                image: null,
              },
              { label: t('uiKit.content.link'), link: '/ui-kit', description: null, image: null },
            ],
          }}
          level={3}
        />
      </Section>

      <Section id="cart" title={t('uiKit.sections.cart')}>
        <ul role="list" className={styles.plainList}>
          <CartLine
            item={{ ...line(1, 'KEDUTE', 2), productName: t('uiKit.fixtures.productPlain') }}
            onDeleted={() => {}}
          />
          <CartLine
            item={{
              ...line(2, 'VEZIMELIS', 1),
              productName: t('uiKit.fixtures.productDiscounted'),
              unitPrice: 3999,
              originalUnitPrice: 4999,
              total: 3999,
            }}
            onDeleted={() => {}}
          />
        </ul>
      </Section>

      <Section id="addresses" title={t('uiKit.sections.addresses')}>
        <AddressBook addresses={addresses()} result={undefined} />
      </Section>

      <Section id="overlays" title={t('uiKit.sections.overlays')}>
        <DrawerDemo />
      </Section>
    </div>
  );
}
