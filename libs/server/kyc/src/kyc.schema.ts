// Entities and migrations of the KYC domain (composed into the platform schema).
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const kycEntities: Function[] = [];
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const kycMigrations: Function[] = [];
