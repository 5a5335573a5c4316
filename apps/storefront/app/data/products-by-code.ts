/** Most product codes one request for cards may name (a recently viewed list is far shorter). */
export const PRODUCTS_BY_CODE_MAX = 48;

/** The `code` parameters, trimmed, without empties and repeats, in the order given. */
export function requestedCodes(params: URLSearchParams): string[] {
  const codes = params
    .getAll('code')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/** Products put in the order of `codes`; codes the API did not return are left out. */
export function orderByCodes<T extends { code: string }>(
  products: readonly T[],
  codes: readonly string[],
): T[] {
  const byCode = new Map(products.map((product) => [product.code, product]));
  return codes.flatMap((code) => {
    const product = byCode.get(code);
    return product ? [product] : [];
  });
}
