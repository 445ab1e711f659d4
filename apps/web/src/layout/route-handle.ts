import type { RoleGroup } from '@soundpost/contracts';
import type { UIMatch } from 'react-router';

export type ConsoleSection = 'overview' | 'account' | 'billing' | 'wallet' | 'activity' | 'catalog' | 'support' | 'earnings' | 'stats' | 'links' | 'team';

/** Per-route metadata: the page title key and, in the artist console, its section. */
export interface RouteHandle {
  readonly titleKey?: string;
  readonly section?: ConsoleSection;
  /** The member roles the page's API serves (ROLE_GROUPS); others see the refusal instead of a page that cannot load. */
  readonly roles?: RoleGroup;
}

/** The deepest match's handle value for `field`. */
export function lastHandle<K extends keyof RouteHandle>(matches: readonly UIMatch[], field: K): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.[field] !== undefined) return handle[field];
  }
  return undefined;
}
