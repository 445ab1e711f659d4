// Integer cents in bigint columns (@soundpost/server-core/money).
export * from './money-column';
