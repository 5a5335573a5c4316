import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { VariantNames } from '~/i18n/server-messages.ts';

/** A product and its chosen option values as the shop shows them: "Pram (Red, 3 y.)". */
export function variantDisplayName(productName: string, optionValues: readonly { value: string }[]): string {
  return optionValues.length > 0
    ? `${productName} (${optionValues.map((option) => option.value).join(', ')})`
    : productName;
}

const VariantNamesContext = createContext<VariantNames | undefined>(undefined);

/**
 * The variants a page shows (cart lines, the product's variants), so a server text about one of them
 * (insufficient stock) names it as the shopper knows it instead of by its code (ServerText reads it).
 */
export function VariantNamesProvider({
  variants,
  children,
}: {
  variants: ReadonlyArray<{ code: string; name: string }>;
  children: ReactNode;
}) {
  const names = useMemo(() => {
    const byCode = new Map(variants.map((variant) => [variant.code, variant.name]));
    return (code: string) => byCode.get(code);
  }, [variants]);
  return <VariantNamesContext.Provider value={names}>{children}</VariantNamesContext.Provider>;
}

export function useVariantNames(): VariantNames | undefined {
  return useContext(VariantNamesContext);
}

/** The variants of cart lines with the names the cart shows them by. */
export function cartVariantNames(
  items: ReadonlyArray<{
    productName: string;
    variant: { code: string; optionValues: readonly { value: string }[] };
  }>,
): Array<{ code: string; name: string }> {
  return items.map((item) => ({
    code: item.variant.code,
    name: variantDisplayName(item.productName, item.variant.optionValues),
  }));
}
