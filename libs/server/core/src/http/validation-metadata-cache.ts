import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Lookup = Storage['getTargetValidationMetadatas'];
type Grouping = Storage['groupByPropertyName'];
type ValidationMetadata = ReturnType<Lookup>[number];

const installed = new WeakSet<Storage>();

/**
 * class-validator looks a DTO's rules up on every validate(): it filters the class's metadata and tests the class
 * against every decorated class for inheritance, then groups the result by property. With a few hundred DTOs that was
 * most of the validation pipe's time and garbage per request. The rules of a class only change when a decorator
 * registers one, so the answers are kept until then. Callers only read them (class-validator's executor filters into
 * new arrays).
 */
export function cacheValidationMetadata(storage: Storage = getMetadataStorage()): void {
  if (installed.has(storage)) return;
  installed.add(storage);
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group: Grouping = storage.groupByPropertyName.bind(storage);
  let lookups = new Map<unknown, Map<string, ValidationMetadata[]>>();
  let groupings = new WeakMap<ValidationMetadata[], Record<string, ValidationMetadata[]>>();
  const forget = () => {
    lookups = new Map();
    groupings = new WeakMap();
  };

  const cached: Lookup = (target, schema, always, strictGroups, groups) => {
    const key = `${schema ?? ''}\u0000${always ? 1 : 0}${strictGroups ? 1 : 0}\u0000${groups?.join('\u0000') ?? ''}`;
    let byKey = lookups.get(target);
    if (!byKey) lookups.set(target, (byKey = new Map()));
    let found = byKey.get(key);
    if (!found) byKey.set(key, (found = lookup(target, schema, always, strictGroups, groups)));
    return found;
  };
  const cachedGroup: Grouping = (metadata) => {
    let found = groupings.get(metadata);
    if (!found) groupings.set(metadata, (found = group(metadata)));
    return found;
  };
  Object.assign(storage, { getTargetValidationMetadatas: cached, groupByPropertyName: cachedGroup });

  // A rule registered later (a class loaded after the first request) empties the cache.
  for (const method of ['addValidationMetadata', 'addConstraintMetadata', 'addValidationSchema'] as const) {
    const original = (storage[method] as (...args: unknown[]) => void).bind(storage);
    Object.assign(storage, {
      [method]: (...args: unknown[]) => {
        forget();
        original(...args);
      },
    });
  }
}
