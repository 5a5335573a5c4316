// One schema for PGlite and PostgreSQL 15+. Each file owns one domain's tables; modules read and
// write only their own tables and call other modules' service functions for the rest.
export * from './locales.ts';
export * from './channels.ts';
export * from './content.ts';
export * from './taxons.ts';
export * from './attributes.ts';
export * from './products.ts';
export * from './menus.ts';
export * from './redirects.ts';
export * from './customers.ts';
export * from './password-reset.ts';
export * from './jobs.ts';
export * from './promotions.ts';
export * from './stock-notifications.ts';
export * from './search.ts';
export * from './orders.ts';
export * from './checkout.ts';
export * from './cart-promotions.ts';
export * from './gift-cards.ts';
export * from './auth.ts';
export * from './invoices.ts';
export * from './account-deletion.ts';
export * from './faq.ts';
export * from './articles.ts';
export * from './engagement.ts';
export * from './content-blocks.ts';
export * from './reviews.ts';
