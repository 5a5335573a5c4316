/** Text in the two locales the demo channels enable. */
export interface LocalizedText {
  lt: string;
  en: string;
}

export const DEMO_LOCALES = ['lt', 'en'] as const;
export type DemoLocale = (typeof DEMO_LOCALES)[number];

/**
 * Grammatical gender and number of a Lithuanian noun phrase: colour adjectives agree with it
 * ("juodas vežimėlis", "juoda kėdutė", "juodi marškinėliai").
 */
export type Gender = 'm' | 'f' | 'pl';
