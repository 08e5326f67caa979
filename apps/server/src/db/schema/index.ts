export * from './catalogue.ts';
export * from './job-runs.ts';
export * from './orders.ts';
export * from './replacements.ts';
export * from './settings.ts';
export * from './shopping.ts';
export * from './users.ts';
export * from './wishlist.ts';
