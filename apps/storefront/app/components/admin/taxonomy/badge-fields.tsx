import { BADGE_PLACEMENTS } from '@shop/contracts/constants';
import type { LocaleCode } from '@shop/locale';
import { useId } from 'react';
import { badgeText } from '~/components/product-card/card-badges.ts';
import { readableBadgeColors } from '~/components/product-card/badge-colors.ts';
import { useT } from '~/i18n/use-t.ts';
import {
  CheckboxField,
  formStyles,
  taxonomyStyles as styles,
  useChecked,
  useField,
} from './taxonomy-form.tsx';

/** How a badge looks: what the value form holds at this moment (the preview follows every keystroke). */
export interface BadgeLook {
  color: string | null;
  iconColor: string | null;
  backgroundColor: string | null;
  name: string;
  value: string;
  placements: string[];
}

export const COLOUR_FIELDS = ['color', 'iconColor', 'backgroundColor'] as const;
type ColourField = (typeof COLOUR_FIELDS)[number];

/** What the colour inputs show for "no colour": the shop's own badge colours. */
const SHOP_DEFAULTS: Record<ColourField, string> = {
  color: '#ffffff',
  iconColor: '#ffffff',
  backgroundColor: '#1d5c5a',
};

/** The look a value form describes, read from the form's fields (`translations.{locale}.*` of `locale`). */
export function lookOf(form: HTMLFormElement, locale: LocaleCode): BadgeLook {
  const data = new FormData(form);
  const colour = (name: ColourField) =>
    data.get(`${name}None`) === 'on' ? null : String(data.get(name) ?? '') || null;
  return {
    color: colour('color'),
    iconColor: colour('iconColor'),
    backgroundColor: colour('backgroundColor'),
    name: String(data.get(`translations.${locale}.name`) ?? ''),
    value: String(data.get(`translations.${locale}.value`) ?? ''),
    placements: data.getAll('placements').map(String),
  };
}

/** One colour: a colour input, its hex, and "none" (the shop's default colour is used). */
function ColourField({
  name,
  label,
  saved,
  shown,
}: {
  name: ColourField;
  label: string;
  saved: string | null;
  shown: string | null;
}) {
  const t = useT();
  const field = useField(name, saved ?? SHOP_DEFAULTS[name]);
  const none = useChecked(`${name}None`, saved === null);
  const id = `${useId()}-${name}`;
  return (
    <fieldset className={styles.colour}>
      <legend className={formStyles.label}>{label}</legend>
      <div className={styles.colourRow}>
        <input
          id={id}
          type="color"
          name={name}
          defaultValue={/^#[0-9a-f]{6}$/i.test(field.defaultValue) ? field.defaultValue : SHOP_DEFAULTS[name]}
          aria-label={label}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `${id}-error` : undefined}
          data-testid={`admin-taxonomy-${name}`}
        />
        <output htmlFor={id} className={styles.hex} data-testid={`admin-taxonomy-${name}-hex`}>
          {shown ?? t('adminTaxons.badge.shopColour')}
        </output>
      </div>
      <label className={formStyles.checkbox}>
        <input type="checkbox" name={`${name}None`} defaultChecked={none} />
        {t('adminTaxons.badge.noColour')}
      </label>
      {field.error && (
        <p id={`${id}-error`} className={formStyles.fieldError} data-testid={`admin-taxonomy-${name}-error`}>
          {field.error}
        </p>
      )}
    </fieldset>
  );
}

export function BadgeFields({
  saved,
  look,
  showInProductList,
  showInProductListOnImage,
}: {
  saved: {
    color: string | null;
    iconColor: string | null;
    backgroundColor: string | null;
    placements: readonly string[];
  };
  look: BadgeLook;
  showInProductList: boolean;
  showInProductListOnImage: boolean;
}) {
  const t = useT();
  return (
    <>
      <div className={styles.colours}>
        {COLOUR_FIELDS.map((name) => (
          <ColourField
            key={name}
            name={name}
            label={t(`adminTaxons.badge.${name}`)}
            saved={saved[name]}
            shown={look[name]}
          />
        ))}
      </div>
      <fieldset className={styles.placements}>
        <legend className={formStyles.label}>{t('adminTaxons.badge.placements')}</legend>
        {BADGE_PLACEMENTS.map((placement) => (
          <CheckboxField
            key={placement}
            name="placements"
            value={placement}
            label={t(`adminTaxons.placements.${placement}`)}
            saved={saved.placements.includes(placement)}
          />
        ))}
        <CheckboxField
          name="showInProductList"
          label={t('adminTaxons.badge.showInProductList')}
          saved={showInProductList}
        />
        <CheckboxField
          name="showInProductListOnImage"
          label={t('adminTaxons.badge.showInProductListOnImage')}
          saved={showInProductListOnImage}
        />
      </fieldset>
      <BadgePreview look={look} />
    </>
  );
}

/**
 * The badge as the shop will draw it: the shop's label with these colours (a text colour that is not
 * readable on the background is replaced, as the shop does, and the preview says so) and where it shows.
 */
export function BadgePreview({ look }: { look: BadgeLook }) {
  const t = useT();
  const label = badgeText({ name: look.name, value: look.value }) || t('adminTaxons.badge.sample');
  const shown = readableBadgeColors({ backgroundColor: look.backgroundColor, color: look.color });
  const replaced = Boolean(
    look.color && shown.color && shown.color.toLowerCase() !== look.color.toLowerCase(),
  );
  return (
    <div className={styles.preview} aria-live="polite" data-testid="admin-badge-preview">
      <span className={styles.muted}>{t('adminTaxons.badge.preview')}</span>
      <span className={styles.badge} style={shown}>
        {look.iconColor && (
          <span aria-hidden="true" style={{ color: look.iconColor }}>
            ●
          </span>
        )}
        {label}
      </span>
      <span className={styles.muted}>
        {look.placements.length === 0
          ? t('adminTaxons.badge.nowhere')
          : look.placements.map((placement) => t(`adminTaxons.placements.${placement}`)).join(', ')}
      </span>
      {replaced && <span className={styles.muted}>{t('adminTaxons.badge.contrast')}</span>}
    </div>
  );
}
