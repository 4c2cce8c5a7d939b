// Every table of the schema; drizzle-kit reads this file to generate migrations.
export * from './mail.ts';
export * from './contact.ts';
export * from './idempotency.ts';
export * from './sellers.ts';
export * from './products.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './product-stats.ts';
export * from './cart.ts';
export * from './coupons.ts';
export * from './search.ts';
export * from './payments.ts';
export * from './orders.ts';
export * from './returns.ts';
export * from './reviews.ts';
export * from './uploads.ts';
