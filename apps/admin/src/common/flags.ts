/** 0/1 flags of the admin API (email_verified, is_verified), also accepting booleans and "1"/"true". */
export const isOn = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || (typeof value === 'string' && value.toLowerCase() === 'true');

export const toFlag = (value: unknown): 0 | 1 => (isOn(value) ? 1 : 0);
