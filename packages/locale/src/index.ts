export * from './locales.ts';
export * from './negotiate.ts';
export * from './money.ts';
