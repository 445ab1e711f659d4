import type { UserDataErase } from '@soundpost/server-core/user-data';
import { domains } from '../domains';
import { CORE_USER_ERASE } from './core-user-erase';

/** Every eraser: core's tables (the platform answers for them), then each domain's registry line, in registry order. */
export function userDataErasers(): Array<{ domain: string; part: UserDataErase }> {
  return [...domains.flatMap((d) => (d.userErase ? [{ domain: d.name, part: d.userErase }] : [])), { domain: 'core', part: CORE_USER_ERASE }];
}
