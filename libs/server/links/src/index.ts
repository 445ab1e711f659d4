export * from './links.module';
export * from './links-http.module';
export { LINKS_USER_DATA } from './user-data/links-user-data';
