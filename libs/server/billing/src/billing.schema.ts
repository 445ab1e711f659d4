// Entities and migrations of the billing domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const billingEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const billingMigrations: Function[] = [];
