import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';

/** Document title of an error screen ("Page not found | Gandras"); React hoists <title> into the head. */
export function ErrorTitle({ status }: { status: number }) {
  const t = useT();
  const { channel } = useShop();
  const title = t(status === 404 ? 'errors.notFound.title' : 'errors.default.title');
  return <title>{t('common.documentTitle', { title, shopName: channel.name })}</title>;
}
