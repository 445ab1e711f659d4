import { coreSchema } from '@soundpost/server-core/schema';
import type { DataSourceParts, DomainSchema } from '@soundpost/server-core/database';
import { domains } from './domains';

/** Core's schema, then every registered domain's, in the registry's order. */
export const domainSchemas: Array<{ name: string; schema: DomainSchema }> = [
  { name: 'core', schema: coreSchema },
  ...domains.flatMap((d) => (d.schema ? [{ name: d.name, schema: d.schema }] : [])),
];

/**
 * Every entity, migration and subscriber of every domain, in one place: the api, the cli, the
 * migration command and the test template database all build their DataSource from this.
 */
export const platformSchema: DataSourceParts = {
  entities: domainSchemas.flatMap(({ schema }) => schema.entities),
  migrations: domainSchemas.flatMap(({ schema }) => schema.migrations),
  subscribers: domainSchemas.flatMap(({ schema }) => schema.subscribers ?? []),
};
