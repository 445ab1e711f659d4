export * from './privacy.module';
export * from './privacy-http.module';
export { PrivacyItemsService } from './items/privacy-items.service';
export { PRIVACY_USER_DATA } from './user-data/privacy-user-data';
