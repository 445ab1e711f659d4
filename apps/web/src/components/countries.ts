import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's "about 195 entries": the UN member states plus the two observer states; names come from the browser. */
export const SIGNUP_COUNTRY_CODES = [
  'AF', 'AL', 'DZ', 'AD', 'AO', 'AG', 'AR', 'AM', 'AU', 'AT', 'AZ', 'BS', 'BH', 'BD', 'BB', 'BY', 'BE', 'BZ', 'BJ',
  'BT', 'BO', 'BA', 'BW', 'BR', 'BN', 'BG', 'BF', 'BI', 'CV', 'KH', 'CM', 'CA', 'CF', 'TD', 'CL', 'CN', 'CO', 'KM',
  'CG', 'CD', 'CR', 'CI', 'HR', 'CU', 'CY', 'CZ', 'DK', 'DJ', 'DM', 'DO', 'EC', 'EG', 'SV', 'GQ', 'ER', 'EE', 'SZ',
  'ET', 'FJ', 'FI', 'FR', 'GA', 'GM', 'GE', 'DE', 'GH', 'GR', 'GD', 'GT', 'GN', 'GW', 'GY', 'HT', 'HN', 'HU', 'IS',
  'IN', 'ID', 'IR', 'IQ', 'IE', 'IL', 'IT', 'JM', 'JP', 'JO', 'KZ', 'KE', 'KI', 'KP', 'KR', 'KW', 'KG', 'LA', 'LV',
  'LB', 'LS', 'LR', 'LY', 'LI', 'LT', 'LU', 'MG', 'MW', 'MY', 'MV', 'ML', 'MT', 'MH', 'MR', 'MU', 'MX', 'FM', 'MD',
  'MC', 'MN', 'ME', 'MA', 'MZ', 'MM', 'NA', 'NR', 'NP', 'NL', 'NZ', 'NI', 'NE', 'NG', 'MK', 'NO', 'OM', 'PK', 'PW',
  'PA', 'PG', 'PY', 'PE', 'PH', 'PL', 'PT', 'QA', 'RO', 'RU', 'RW', 'KN', 'LC', 'VC', 'WS', 'SM', 'ST', 'SA', 'SN',
  'RS', 'SC', 'SL', 'SG', 'SK', 'SI', 'SB', 'SO', 'ZA', 'SS', 'ES', 'LK', 'SD', 'SR', 'SE', 'CH', 'SY', 'TJ', 'TZ',
  'TH', 'TL', 'TG', 'TO', 'TT', 'TN', 'TR', 'TM', 'TV', 'UG', 'UA', 'AE', 'GB', 'US', 'UY', 'UZ', 'VU', 'VE', 'VN',
  'YE', 'ZM', 'ZW', 'VA', 'PS',
] as const;

export interface CountryOption {
  readonly code: string;
  /** The English name: what the API stores as `country` and `nationality`, whatever the page language. */
  readonly value: string;
  readonly label: string;
}

function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

const ENGLISH = displayNames('en');

export function englishCountryName(code: string): string {
  return ENGLISH?.of(code) ?? code;
}

export function countryOptions(codes: readonly string[], language: string): CountryOption[] {
  const local = displayNames(language);
  return codes
    .map((code) => ({ code, value: englishCountryName(code), label: local?.of(code) ?? englishCountryName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

export function useCountryOptions(codes: readonly string[] = SIGNUP_COUNTRY_CODES): CountryOption[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => countryOptions(codes, language), [codes, language]);
}

export function codeOfCountry(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return SIGNUP_COUNTRY_CODES.find((code) => englishCountryName(code).toLowerCase() === wanted);
}
