// The back office's catalogue contract, by resource.
export * from './admin-catalogue-common.ts';
export * from './admin-catalogue-products.ts';
export * from './admin-catalogue-taxons.ts';
export * from './admin-catalogue-attributes.ts';
