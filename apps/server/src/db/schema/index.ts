export * from './catalogue.ts';
export * from './orders.ts';
export * from './settings.ts';
export * from './shopping.ts';
export * from './users.ts';
