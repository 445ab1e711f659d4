export * from './links.module';
export * from './links-http.module';
export { LINKS_USER_DATA } from './user-data/links-user-data';
export { LinksService } from './links/links.service';
export { seedLinks } from './seed/links.seed';
export { LINKS_RELEASE_DAY_SCHEDULE } from './fans/release-day.jobs';
export { PromoService } from './promo/promo.service';
export { LinkCounterService } from './counting/link-counter.service';
export { LinkPageCache } from './public/link-page-cache';
