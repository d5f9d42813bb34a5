import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the database itself (seed state, schema notes). The domain tables follow with the API issue. */
export const serverMeta = pgTable('server_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
