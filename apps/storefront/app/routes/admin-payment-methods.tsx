import { adminMeta } from '~/components/admin/admin-meta.ts';
import { AdminMessage, AdminPage, AdminTabs, adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import {
  localisePaymentMessage,
  PaymentMethodCard,
} from '~/components/admin/payment-methods/payment-method-card.tsx';
import { loadPaymentMethodsScreen, paymentMethodsAction } from '~/data/admin-payment-methods.server.ts';
import { requireAdminSession } from '~/data/admin-session.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import settings from '~/components/admin/settings-forms/settings.module.css';
import type { Route } from './+types/admin-payment-methods';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'ADMIN_PAYMENT_METHODS');

export async function loader(args: Route.LoaderArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return loadPaymentMethodsScreen(session, args.url);
}

/** A method's form (save) and its move buttons, told apart by `intent`. */
export async function action(args: Route.ActionArgs) {
  const session = requireAdminSession(getShopRequest(args.context), args);
  return paymentMethodsAction(session, await args.request.formData());
}

/**
 * Payment methods per channel (issue 22): on/off, order, and the name and instructions shoppers read at
 * checkout per language. Bank details come from the channel's shop details ({iban} in the instructions).
 */
export default function AdminPaymentMethodsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useShop();
  const { channels, channel, methods } = loaderData;
  const result = actionData ?? null;
  return (
    <AdminPage title={t('routes.ADMIN_PAYMENT_METHODS.title')}>
      <p className={styles.muted}>{t('adminPaymentMethods.intro')}</p>
      <AdminTabs
        label={t('adminPaymentMethods.channels')}
        param="channel"
        values={channels.map((entry) => entry.code)}
        current={channel}
        labelOf={(value) => channels.find((entry) => entry.code === value)?.name ?? value}
        testId="payment-methods-channels"
      />
      {result?.intent === 'move' && !result.ok && result.message && (
        <AdminMessage tone="error">{localisePaymentMessage(t, result.message)}</AdminMessage>
      )}
      <ol className={settings.stack} data-testid="payment-methods">
        {methods.map((method, index) => (
          <PaymentMethodCard
            key={`${method.id}:${method.position}:${JSON.stringify(method.translations)}:${method.enabled}`}
            method={method}
            channel={channel}
            index={index}
            count={methods.length}
            result={result}
            locale={locale}
          />
        ))}
      </ol>
    </AdminPage>
  );
}
