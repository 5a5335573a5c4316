import { boolean, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { channels } from './channels.ts';

/** Shop-owner redirects; a null channel applies to every channel. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    destination: text('destination').notNull(),
    permanent: boolean('permanent').notNull().default(true),
    only404: boolean('only_404').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('redirects_channel_source').on(t.channelId, t.source)],
);
