import { LOCALE_NATIVE_NAMES, KNOWN_LOCALES } from '@shop/locale';
import type { Database } from '../../db/database.ts';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  customerGroups,
  locales,
  productOptions,
  productOptionTranslations,
  productOptionValues,
  productOptionValueTranslations,
  warehouses,
} from '../../db/schema/index.ts';
import {
  AGES,
  ALL_SIZES,
  ATTRIBUTE_NAMES,
  BADGE_ATTRIBUTE_PLACEMENTS,
  BADGES,
  BRAND_BADGE_PLACEMENTS,
  BRANDS,
  MATERIALS,
  sizeLabel,
} from '../catalogue/attributes.ts';
import { COLOUR_CODES, COLOURS } from '../catalogue/colours.ts';
import { WAREHOUSES } from '../catalogue/shop.ts';
import { DEMO_LOCALES, type LocalizedText } from '../catalogue/types.ts';
import { mediaPaths } from '../images/paths.ts';
import { slugify } from '../slug.ts';
import { insertInChunks } from './bulk-insert.ts';

function translationsOf<T>(text: LocalizedText, build: (locale: string, value: string) => T): T[] {
  return DEMO_LOCALES.map((locale) => build(locale, text[locale]));
}

export async function seedLocales(db: Database): Promise<void> {
  await db
    .insert(locales)
    .values(KNOWN_LOCALES.map((code) => ({ code, name: LOCALE_NATIVE_NAMES[code] })))
    .onConflictDoNothing();
}

export async function seedWarehouses(db: Database): Promise<void> {
  await db.insert(warehouses).values(WAREHOUSES.map((warehouse) => ({ ...warehouse })));
}

export async function seedCustomerGroups(db: Database): Promise<void> {
  await db.insert(customerGroups).values([
    { code: 'retail', name: 'Mažmeniniai pirkėjai', storeEmployee: false },
    { code: 'store_employee', name: 'Parduotuvės darbuotojai', storeEmployee: true },
  ]);
}

interface OptionValueSeed {
  code: string;
  name: LocalizedText;
}

/** Product options the variants are made of: colour and size. */
export async function seedProductOptions(db: Database): Promise<void> {
  const options: Array<{ code: string; name: LocalizedText; values: OptionValueSeed[] }> = [
    {
      code: 'colour',
      name: { lt: 'Spalva', en: 'Colour' },
      values: COLOUR_CODES.map((code) => ({ code: `colour_${code}`, name: COLOURS[code].name })),
    },
    {
      code: 'size',
      name: { lt: 'Dydis', en: 'Size' },
      values: ALL_SIZES.map((size) => ({ code: `size_${size.toLowerCase()}`, name: sizeLabel(size) })),
    },
  ];
  for (const [position, option] of options.entries()) {
    const [row] = await db
      .insert(productOptions)
      .values({ code: option.code, position })
      .returning({ id: productOptions.id });
    if (!row) throw new Error(`Could not create the product option ${option.code}`);
    await db
      .insert(productOptionTranslations)
      .values(translationsOf(option.name, (locale, name) => ({ optionId: row.id, locale, name })));
    const values = await db
      .insert(productOptionValues)
      .values(option.values.map((value, index) => ({ optionId: row.id, code: value.code, position: index })))
      .returning({ id: productOptionValues.id, code: productOptionValues.code });
    const idByCode = new Map(values.map((value) => [value.code, value.id]));
    await insertInChunks(
      db,
      productOptionValueTranslations,
      option.values.flatMap((value) =>
        translationsOf(value.name, (locale, text) => ({
          optionValueId: idByCode.get(value.code) as number,
          locale,
          value: text,
        })),
      ),
    );
  }
}

type AttributeValueInsert = typeof attributeValues.$inferInsert;

interface AttributeSeed {
  code: keyof typeof ATTRIBUTE_NAMES;
  filterType: 'select' | 'range' | 'none';
  values: Array<
    Omit<AttributeValueInsert, 'attributeId' | 'position'> & { name: LocalizedText; value?: string }
  >;
}

function attributeSeeds(): AttributeSeed[] {
  return [
    {
      code: 'brand',
      filterType: 'select',
      values: BRANDS.map((brand) => ({
        code: brand.code,
        slug: brand.code,
        name: { lt: brand.name, en: brand.name },
        ...(brand.badge
          ? {
              imagePath: mediaPaths.brandBadge(brand.code),
              backgroundColor: brand.badge.background,
              color: brand.badge.text,
              showInProductList: true,
              placements: BRAND_BADGE_PLACEMENTS,
            }
          : // A brand without a badge has a wordmark logo (the brand list of the home page shows it).
            { imagePath: mediaPaths.brandLogo(brand.code) }),
      })),
    },
    {
      code: 'age',
      filterType: 'range',
      values: AGES.map((age) => ({
        code: age.code,
        slug: slugify(age.name.en),
        numericValue: age.months,
        name: age.name,
      })),
    },
    {
      code: 'colour',
      filterType: 'select',
      values: COLOUR_CODES.map((code) => ({
        code,
        slug: code,
        color: COLOURS[code].hex,
        name: COLOURS[code].name,
      })),
    },
    {
      code: 'material',
      filterType: 'select',
      values: Object.entries(MATERIALS).map(([code, name]) => ({ code, slug: slugify(name.en), name })),
    },
    {
      code: 'size',
      filterType: 'select',
      values: ALL_SIZES.map((size) => ({
        code: size.toLowerCase(),
        slug: slugify(size),
        name: sizeLabel(size),
      })),
    },
    ...(['top', 'new'] as const).map((code) => ({
      code,
      filterType: 'none' as const,
      values: [
        {
          code,
          slug: code,
          name: BADGES[code].name,
          // "true": the badge shows the value's name (spec section 3).
          value: 'true',
          backgroundColor: BADGES[code].background,
          color: BADGES[code].text,
          showInProductListOnImage: true,
          placements: BADGE_ATTRIBUTE_PLACEMENTS,
        },
      ],
    })),
  ];
}

/** Attributes with their values: brand (with badges), age range, colour, material, size and two badges. */
export async function seedAttributes(db: Database): Promise<void> {
  for (const [position, seed] of attributeSeeds().entries()) {
    const [attribute] = await db
      .insert(attributes)
      .values({ code: seed.code, slug: seed.code, filterType: seed.filterType, position })
      .returning({ id: attributes.id });
    if (!attribute) throw new Error(`Could not create the attribute ${seed.code}`);
    await db.insert(attributeTranslations).values(
      translationsOf(ATTRIBUTE_NAMES[seed.code], (locale, name) => ({
        attributeId: attribute.id,
        locale,
        name,
      })),
    );
    const rows = await db
      .insert(attributeValues)
      .values(
        seed.values.map(({ name: _name, value: _value, ...value }, index) => ({
          ...value,
          attributeId: attribute.id,
          position: index,
        })),
      )
      .returning({ id: attributeValues.id, code: attributeValues.code });
    const idByCode = new Map(rows.map((row) => [row.code, row.id]));
    await insertInChunks(
      db,
      attributeValueTranslations,
      seed.values.flatMap((value) =>
        translationsOf(value.name, (locale, name) => ({
          attributeValueId: idByCode.get(value.code) as number,
          locale,
          name,
          value: value.value ?? name,
        })),
      ),
    );
  }
}
