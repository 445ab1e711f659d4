/** Column names that never reach the audit log, in either naming style. */
export const ALWAYS_HIDDEN_FIELDS: readonly string[] = ['password', 'password_hash', 'passwordHash', 'remember_token', 'rememberToken', 'login_code', 'loginCode'];

export interface AuditableOptions<T extends object = Record<string, unknown>> {
  /** The model name in the log (`auditable.type`); defaults to the class name. */
  type?: string;
  /**
   * The account the change concerns (`user_id`, what the artist sees in their own activity log):
   * e.g. `(user) => user.id` for users, `(wallet) => wallet.userId` for wallets. Defaults to the
   * entity's `userId` property when it has one.
   */
  userIdOf?: (entity: T) => string | number | null | undefined;
  /** More properties or columns to keep out of the log (secrets, tokens, large blobs). */
  hidden?: string[];
}

export interface ResolvedAuditableOptions {
  type: string;
  userIdOf: (entity: object) => string | null;
  hidden: ReadonlySet<string>;
}

const registry = new WeakMap<object, ResolvedAuditableOptions>();

/**
 * Opts an entity into the audit log: its inserts, updates and deletes made through a repository
 * or entity manager (`save`, `remove`, `softRemove`, `insert`) are recorded with the actor and IP
 * of the current RequestContext, in the change's own transaction (`save`/`remove` always open
 * one; wrap `insert` in a transaction for the same guarantee). Bulk `update()`/`delete()` by
 * criteria cannot tell which rows changed and are not recorded: load and save instead.
 */
export function Auditable<T extends object = Record<string, unknown>>(options: AuditableOptions<T> = {}): ClassDecorator {
  return (target) => {
    registry.set(target, {
      type: options.type ?? target.name,
      userIdOf: (entity) => {
        const value = options.userIdOf ? options.userIdOf(entity as T) : (entity as { userId?: unknown }).userId;
        return value === null || value === undefined ? null : String(value);
      },
      hidden: new Set([...ALWAYS_HIDDEN_FIELDS, ...(options.hidden ?? [])]),
    });
  };
}

/** The audit options of an entity class (or of its nearest audited parent class). */
export function auditableOptionsOf(target: unknown): ResolvedAuditableOptions | undefined {
  for (let t = target; typeof t === 'function' && t !== Function.prototype; t = Object.getPrototypeOf(t)) {
    const options = registry.get(t);
    if (options) return options;
  }
  return undefined;
}
