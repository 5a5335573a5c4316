import { encode, refusal, type AdminRawCaller, type ChangeRefusal } from './admin-product-api.server.ts';
import { pageMessage } from './admin-product-messages.server.ts';
import type { PageMessage } from './admin-product-views.ts';

export type VariantDeleteResult =
  { ok: true; outcome: 'deleted' | 'disabled'; message: PageMessage } | ChangeRefusal;

/**
 * DELETE /product-variants/{code}: gone, or disabled because it was ordered or is in carts (the API's
 * words, translated), or refused (the product's last variant, a bundle's part) with the API's reason.
 */
export async function deleteVariant(raw: AdminRawCaller, form: FormData): Promise<VariantDeleteResult> {
  const code = String(form.get('variant') ?? '').trim();
  try {
    const answer = await raw.send<{ outcome: 'deleted' | 'disabled'; message: string } | undefined>(
      'DELETE',
      `/product-variants/${encode(code)}`,
    );
    const outcome = answer?.outcome ?? 'deleted';
    return {
      ok: true,
      outcome,
      message:
        outcome === 'disabled' && answer?.message
          ? pageMessage(answer.message)
          : { key: 'adminProducts.variants.deleted', values: { code } },
    };
  } catch (error) {
    return refusal(error);
  }
}
