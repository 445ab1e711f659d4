import type { UserDataExport } from '@soundpost/server-core/user-data';
import { domains } from '../domains';
import { CORE_USER_EXPORT } from './core-user-export';

/** Every exporter: core's tables (the platform answers for them), then each domain's registry line. */
export function userDataExports(): Array<{ domain: string; part: UserDataExport }> {
  return [{ domain: 'core', part: CORE_USER_EXPORT }, ...domains.flatMap((d) => (d.userExport ? [{ domain: d.name, part: d.userExport }] : []))];
}
