import type { AdminProductSummary } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { adminStyles, Badge } from '~/components/admin/admin-ui.tsx';
import {
  ENABLED_FILTERS,
  PRODUCT_SORTS,
  STOCK_FILTERS,
  type ProductFilters,
  type ProductSort,
  type TaxonChoice,
} from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../../class-names.ts';
import { productStyles as styles } from './product-ui.tsx';

export const BULK_FORM_ID = 'admin-products-bulk';

/** Search, filters and sort: a GET form, so the whole list state is in the URL (links and back work). */
export function ProductFiltersForm({
  filters,
  taxons,
  brands,
}: {
  filters: ProductFilters;
  taxons: TaxonChoice[];
  brands: { code: string; label: string }[];
}) {
  const t = useT();
  const path = useRoutePath();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const filtered = Boolean(
    filters.search || filters.taxon || filters.brand || filters.enabled || filters.stock,
  );
  return (
    <Form
      method="get"
      className={adminStyles.filters}
      role="search"
      data-testid="admin-products-filters"
      onSubmit={(event) => {
        // The same GET without the empty fields, so the address shows only the filters in use.
        event.preventDefault();
        const query = new URLSearchParams();
        for (const [name, value] of new FormData(event.currentTarget)) {
          if (typeof value === 'string' && value.trim() !== '') query.append(name, value);
        }
        void navigate(query.size > 0 ? `${pathname}?${query}` : pathname);
      }}
    >
      <div className={adminStyles.filterField}>
        <label htmlFor="products-search">{t('adminProducts.list.search')}</label>
        <input
          id="products-search"
          name="search"
          type="search"
          defaultValue={filters.search}
          placeholder={t('adminProducts.list.searchHint')}
          maxLength={100}
          className={adminStyles.input}
        />
      </div>
      <div className={adminStyles.filterField}>
        <label htmlFor="products-taxon">{t('adminProducts.list.category')}</label>
        <select id="products-taxon" name="taxon" defaultValue={filters.taxon} className={adminStyles.input}>
          <option value="">{t('adminProducts.list.anyCategory')}</option>
          {taxons.map((taxon) => (
            <option key={taxon.code} value={taxon.code}>
              {taxon.label}
            </option>
          ))}
        </select>
      </div>
      {brands.length > 0 && (
        <div className={adminStyles.filterField}>
          <label htmlFor="products-brand">{t('adminProducts.list.brand')}</label>
          <select id="products-brand" name="brand" defaultValue={filters.brand} className={adminStyles.input}>
            <option value="">{t('adminProducts.list.anyBrand')}</option>
            {brands.map((brand) => (
              <option key={brand.code} value={brand.code}>
                {brand.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={adminStyles.filterField}>
        <label htmlFor="products-enabled">{t('adminProducts.list.enabled')}</label>
        <select
          id="products-enabled"
          name="enabled"
          defaultValue={filters.enabled}
          className={adminStyles.input}
        >
          <option value="">{t('adminProducts.list.any')}</option>
          {ENABLED_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`adminProducts.list.enabledValues.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={adminStyles.filterField}>
        <label htmlFor="products-stock">{t('adminProducts.list.stock')}</label>
        <select id="products-stock" name="stock" defaultValue={filters.stock} className={adminStyles.input}>
          <option value="">{t('adminProducts.list.any')}</option>
          {STOCK_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`adminProducts.list.stockValues.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={adminStyles.filterField}>
        <label htmlFor="products-sort">{t('adminProducts.list.sort')}</label>
        <select id="products-sort" name="sort" defaultValue={filters.sort} className={adminStyles.input}>
          {PRODUCT_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`adminProducts.list.sorts.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={adminStyles.actions}>
        <button type="submit" className={adminStyles.button} data-testid="admin-products-filter">
          {t('admin.filter')}
        </button>
        {filtered && (
          <Link to={path('ADMIN_PRODUCTS')} className={cx(adminStyles.button, adminStyles.buttonSecondary)}>
            {t('admin.clearFilter')}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** A column heading that sorts by its field (again: the other direction), keeping the filters. */
function SortHeading({ field, label, current }: { field: string; label: string; current: ProductSort }) {
  const { pathname, search } = useLocation();
  const [currentField, direction] = current.split('-');
  const active = currentField === field;
  const next = active && direction === 'asc' ? 'desc' : 'asc';
  const query = new URLSearchParams(search);
  query.set('sort', `${field}-${next}`);
  query.delete('page');
  return (
    <th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link to={`${pathname}?${query}`} className={styles.sortLink}>
        {label}
        {active ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
      </Link>
    </th>
  );
}

function selectAll(checked: boolean) {
  for (const box of document.querySelectorAll<HTMLInputElement>(
    `input[name="codes"][form="${BULK_FORM_ID}"]`,
  )) {
    box.checked = checked;
  }
}

/** The products table; each row's checkbox belongs to the bulk actions' form. On phones, cards. */
export function ProductsTable({
  products,
  sort,
  selected,
}: {
  products: AdminProductSummary[];
  sort: ProductSort;
  selected: readonly string[];
}) {
  const t = useT();
  const path = useRoutePath();
  const { locale, channel } = useShop();
  const hydrated = useHydrated();
  return (
    <div className={adminStyles.tableWrap}>
      <table className={adminStyles.table} data-testid="admin-products-table">
        <thead>
          <tr>
            <th>
              {hydrated ? (
                <input
                  type="checkbox"
                  className={styles.select}
                  aria-label={t('adminProducts.list.selectAll')}
                  onChange={(event) => selectAll(event.currentTarget.checked)}
                />
              ) : (
                <span className={styles.visuallyHidden}>{t('adminProducts.list.select')}</span>
              )}
            </th>
            <th>
              <span className={styles.visuallyHidden}>{t('adminProducts.list.picture')}</span>
            </th>
            <SortHeading field="code" label={t('adminProducts.list.code')} current={sort} />
            <SortHeading field="name" label={t('adminProducts.list.name')} current={sort} />
            <th>{t('adminProducts.list.category')}</th>
            <SortHeading field="price" label={t('adminProducts.list.price')} current={sort} />
            <th className={adminStyles.num}>{t('adminProducts.list.stock')}</th>
            <th>{t('adminProducts.list.enabled')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const href = path('ADMIN_PRODUCT', { code: product.code });
            return (
              <tr key={product.code} data-testid="admin-product-row">
                <td data-label={t('adminProducts.list.select')}>
                  <input
                    type="checkbox"
                    name="codes"
                    value={product.code}
                    form={BULK_FORM_ID}
                    defaultChecked={selected.includes(product.code)}
                    className={styles.select}
                    aria-label={t('adminProducts.list.selectOne', { name: product.name || product.code })}
                  />
                </td>
                <td data-label={t('adminProducts.list.picture')}>
                  {product.image ? (
                    <img
                      src={mediaUrl(product.image, 'cart')}
                      srcSet={mediaSrcSet(product.image, 'cart')}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className={styles.thumb}
                    />
                  ) : (
                    <span className={cx(styles.thumb, styles.thumbEmpty)} aria-hidden="true">
                      –
                    </span>
                  )}
                </td>
                <td data-label={t('adminProducts.list.code')}>
                  <Link to={href} className={adminStyles.mono}>
                    {product.code}
                  </Link>
                </td>
                <td data-label={t('adminProducts.list.name')}>
                  <Link to={href}>{product.name || t('adminProducts.list.noName')}</Link>
                  {product.variantCount > 1 && (
                    <div className={adminStyles.muted}>
                      {t('adminProducts.list.variants', { count: product.variantCount })}
                    </div>
                  )}
                </td>
                <td data-label={t('adminProducts.list.category')}>
                  {product.mainTaxon?.name ?? <span className={adminStyles.muted}>–</span>}
                </td>
                <td data-label={t('adminProducts.list.price')} className={adminStyles.num}>
                  {product.price === null ? (
                    <span className={adminStyles.muted}>{t('adminProducts.list.noPrice')}</span>
                  ) : (
                    formatMoney(product.price, channel.currencyCode, locale)
                  )}
                </td>
                <td data-label={t('adminProducts.list.stock')} className={adminStyles.num}>
                  {!product.inStock ? (
                    <Badge tone="bad">{t('adminProducts.list.soldOut')}</Badge>
                  ) : product.available === null ? (
                    <span className={adminStyles.muted}>{t('adminProducts.list.notTracked')}</span>
                  ) : (
                    product.available
                  )}
                </td>
                <td data-label={t('adminProducts.list.enabled')}>
                  <Badge tone={product.enabled ? 'good' : 'plain'}>
                    {t(product.enabled ? 'adminProducts.list.on' : 'adminProducts.list.off')}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
