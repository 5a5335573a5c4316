// @ts-check
// The five storefront pages of issue 21's budgets and targets (home, category, product, search, cart), found on
// a running storefront with the demo shop (or the demo shop plus generated products): the page-weight test
// (e2e/page-weight.test.ts) and the storefront bench (bench/storefront-pages.mjs) measure the same pages.

/** @typedef {'home' | 'category' | 'product' | 'search' | 'cart'} BudgetPageName */

/** The demo shop's first root category ("Kūdikiams"): every catalogue the bench generates keeps it. */
export const BUDGET_CATEGORY_PATH = '/c/kudikiams-1';

/** @type {BudgetPageName[]} */
export const BUDGET_PAGE_NAMES = ['home', 'category', 'product', 'search', 'cart'];

/**
 * The paths of the budget pages: the category, the first product it links to, a search for the first word of
 * four letters or more in that product's title, and the (empty) cart.
 * @param {string} webUrl the storefront, e.g. http://127.0.0.1:3000
 * @returns {Promise<Record<BudgetPageName, string>>}
 */
export async function budgetPages(webUrl) {
  const category = await (await fetch(`${webUrl}${BUDGET_CATEGORY_PATH}`)).text();
  const productPath = [...category.matchAll(/href="(\/p\/[^"?#]+)"/g)]
    .map((match) => match[1] ?? '')
    .find((path) => path !== '/p/paieska');
  if (!productPath) throw new Error(`no product link on ${BUDGET_CATEGORY_PATH}`);
  const product = await (await fetch(`${webUrl}${productPath}`)).text();
  const title = /<h1[^>]*>([^<]+)</.exec(product)?.[1] ?? '';
  const term = title.split(/\s+/).find((word) => word.length >= 4);
  if (!term) throw new Error(`no search term in the product title "${title}"`);
  return {
    home: '/',
    category: BUDGET_CATEGORY_PATH,
    product: productPath,
    search: `/p/paieska?query=${encodeURIComponent(term.toLowerCase())}`,
    cart: '/krepselis',
  };
}
