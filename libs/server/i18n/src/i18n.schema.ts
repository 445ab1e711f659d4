// The language-editor issue moves the bundles into the database; until then there are no tables.
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const i18nEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const i18nMigrations: Function[] = [];
