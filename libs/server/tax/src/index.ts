export * from './tax.module';
export * from './tax-http.module';
export { TaxItemsService } from './items/tax-items.service';
export { TAX_USER_DATA } from './user-data/tax-user-data';
export { TAX_USER_EXPORT } from './user-data/tax-user-export';
