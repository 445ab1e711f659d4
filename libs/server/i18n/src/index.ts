export * from './i18n.schema';
