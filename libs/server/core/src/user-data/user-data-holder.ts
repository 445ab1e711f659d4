/**
 * One kind of record a domain holds about a user: a statement over the domain's own tables that
 * counts them for the user `$1`. A domain lists these on its registry line (`userData`); the
 * domain-boundary test checks the tables it names, and the platform runs them all in one statement.
 */
export interface HeldDataQuery {
  key: string;
  label: string;
  count: string;
}

export type UserDataCounts = readonly HeldDataQuery[];
