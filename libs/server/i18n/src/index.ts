export * from './i18n.schema';
export * from './i18n.module';
export * from './i18n-http.module';
export * from './translations.service';
