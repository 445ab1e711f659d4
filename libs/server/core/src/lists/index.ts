// List paging, sorting and filtering for both list dialects (@soundpost/server-core/lists).
export * from './list-query';
export * from './contains-pattern';
