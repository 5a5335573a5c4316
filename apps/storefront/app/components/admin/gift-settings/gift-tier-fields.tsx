import type { AdminGiftTier } from '@shop/contracts';
import { Badge } from '~/components/admin/admin-ui.tsx';
import { CheckField, fieldStyles, TextField } from '~/components/admin/settings-forms/fields.tsx';
import { LocaleTabs, localesWithErrors } from '~/components/admin/settings-forms/locale-tabs.tsx';
import settings from '~/components/admin/settings-forms/settings.module.css';
import { useT } from '~/i18n/use-t.ts';

/** Cents as the euros a field shows ("12.5" → "12,50" in Lithuanian). */
export function eurosField(cents: number | null, locale: string): string {
  if (cents === null) return '';
  return (cents / 100).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
}

/**
 * One gift tier of the settings form (`tiers[i].…`): threshold in euros, the gift variants by code (their
 * products' names below), the label per language and on/off. `tier` null: an empty slot for a new tier,
 * sent only once its threshold is typed.
 */
export function GiftTierFields({
  index,
  tier,
  locale,
  error,
  errorPaths,
  value,
}: {
  index: number;
  tier: AdminGiftTier | null;
  locale: string;
  error: (name: string) => string | undefined;
  /** Every refused path (the tabs with a refused label are marked). */
  errorPaths: Record<string, string>;
  value: (name: string, stored: string) => string;
}) {
  const t = useT();
  const at = `tiers[${index}]`;
  const labels = (tier?.labels ?? {}) as Record<string, string | undefined>;
  const prefix = `gift-tier-${index}`;
  return (
    <fieldset className={settings.stack} data-testid="gift-tier" data-code={tier?.code ?? ''}>
      <legend>
        {tier ? t('adminGiftSettings.tier', { number: index + 1 }) : t('adminGiftSettings.newTier')}{' '}
        {tier && (
          <Badge tone={tier.enabled ? 'good' : 'plain'}>
            {tier.enabled ? t('adminGiftSettings.on') : t('adminGiftSettings.off')}
          </Badge>
        )}
      </legend>
      <input type="hidden" name={`${at}.id`} value={tier?.id ?? ''} />
      {tier && tier.channels.length > 1 && (
        <p className={fieldStyles.hint}>
          {t('adminGiftSettings.sharedWith', { channels: tier.channels.join(', ') })}
        </p>
      )}
      {error(`${at}.id`) && (
        <p className={fieldStyles.fieldError} data-testid="field-error">
          {error(`${at}.id`)}
        </p>
      )}
      <TextField
        idPrefix={prefix}
        name={`${at}.threshold`}
        label={t('adminGiftSettings.fields.threshold')}
        hint={tier ? undefined : t('adminGiftSettings.fields.newTierHint')}
        inputMode="decimal"
        maxLength={20}
        defaultValue={value(`${at}.threshold`, eurosField(tier?.threshold ?? null, locale))}
        error={error(`${at}.threshold`)}
      />
      <TextField
        idPrefix={prefix}
        name={`${at}.variantCodes`}
        label={t('adminGiftSettings.fields.variantCodes')}
        hint={t('adminGiftSettings.fields.variantCodesHint')}
        maxLength={300}
        defaultValue={value(`${at}.variantCodes`, (tier?.gifts ?? []).map((gift) => gift.code).join(', '))}
        error={error(`${at}.variantCodes`)}
      />
      {tier && tier.gifts.length > 0 && (
        <ul className={fieldStyles.hint} data-testid="gift-tier-gifts">
          {tier.gifts.map((gift) => (
            <li key={gift.code}>
              {gift.code}: {gift.productName ?? t('adminGiftSettings.unknownVariant')}
              {!gift.sellable && <> ({t('adminGiftSettings.notSellable')})</>}
            </li>
          ))}
        </ul>
      )}
      <LocaleTabs
        id={prefix}
        label={t('adminGiftSettings.languages')}
        invalidLocales={localesWithErrors(errorPaths, `${at}.labels.`)}
        filledLocales={Object.keys(labels)}
      >
        {(tab) => (
          <TextField
            idPrefix={prefix}
            name={`${at}.labels.${tab}`}
            label={t('adminGiftSettings.fields.label')}
            maxLength={200}
            defaultValue={value(`${at}.labels.${tab}`, labels[tab] ?? '')}
            error={error(`${at}.labels.${tab}`)}
          />
        )}
      </LocaleTabs>
      <CheckField
        idPrefix={prefix}
        name={`${at}.enabled`}
        label={t('adminGiftSettings.fields.enabled')}
        defaultChecked={value(`${at}.enabled`, tier === null || tier.enabled ? 'on' : '') === 'on'}
        error={error(`${at}.enabled`)}
      />
    </fieldset>
  );
}
