import { Injectable } from '@nestjs/common';
import { maskTin, TAX_1042_S_COLUMNS, TAX_1099_MISC_COLUMNS, TAX_LIMITS, TAX_REPORT_FORMS, type TaxReportForm } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { UserSummariesService } from '@soundpost/server-auth';
import { toCsv, type CsvColumn } from '@soundpost/shared-csv';
import { TaxFormsRepository, type TaxReportRow } from '../forms/tax-forms.repository';
import { withholdingOf } from '../standing/tax-standing';
import { TaxSettings } from '../tax.settings';

/** The wallet's currency: amounts in the report are its cents. */
export const TAX_REPORT_CURRENCY = 'EUR';
/** 1042-S income code 12: other royalties (copyright). */
export const INCOME_CODE_ROYALTIES = '12';

export const TAX_REPORT_MESSAGES = {
  yearInvalid: 'Give the year as four digits (2000 to 2100).',
  formInvalid: 'The form is 1099-misc or 1042-s.',
} as const;

/** ?year=2026&form=1099-misc (default) | 1042-s, or 422. */
export function parseReportQuery(query: Record<string, unknown>): { year: number; form: TaxReportForm } {
  const errors: Record<string, string[]> = {};
  const yearText = typeof query['year'] === 'string' ? query['year'] : '';
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!(year >= 2000 && year <= 2100)) errors['year'] = [TAX_REPORT_MESSAGES.yearInvalid];
  const form = query['form'] === undefined || query['form'] === '' ? '1099-misc' : query['form'];
  if (!(TAX_REPORT_FORMS as readonly unknown[]).includes(form)) errors['form'] = [TAX_REPORT_MESSAGES.formInvalid];
  if (Object.keys(errors).length) throw DomainError.validation(errors);
  return { year, form: form as TaxReportForm };
}

type Line = TaxReportRow & { year: number; name: string };

/** 1042-S chapter 3 exemption code: 04 (treaty) when a treaty rate of 0 applied, else 00 (not exempt). */
function exemptionCode(rateBp: number, basis: string): string {
  return basis === 'treaty' && rateBp === 0 ? '04' : '00';
}

/**
 * Year-end figures per payee from the wallet's read model `wallet_us_withholding` (gross royalties,
 * their US-source part, tax withheld, per account and year) and the payee's latest form of that year.
 */
@Injectable()
export class TaxReportService {
  constructor(
    private readonly forms: TaxFormsRepository,
    private readonly users: UserSummariesService,
    private readonly settings: TaxSettings,
  ) {}

  async lines(year: number, form: TaxReportForm): Promise<Line[]> {
    const rows = await this.forms.yearFigures(year);
    const chosen =
      form === '1099-misc'
        ? rows.filter((r) => r.form?.kind === 'w9' && r.grossCents >= this.settings.TAX_1099_MIN_CENTS)
        : rows.filter((r) => r.form?.kind !== 'w9' && r.grossUsCents > 0);
    const contacts = await this.users.contacts(chosen.filter((r) => !r.form).map((r) => r.accountId));
    return chosen.map((r) => ({ ...r, year, name: r.form?.payeeName ?? contacts.get(r.accountId)?.name ?? '' }));
  }

  async csv(year: number, form: TaxReportForm): Promise<string> {
    const lines = await this.lines(year, form);
    return form === '1099-misc' ? toCsv(lines, MISC_COLUMNS) : toCsv(lines, S1042_COLUMNS);
  }
}

const yearEnd = (year: number) => new Date(Date.UTC(year, 11, 31, 23, 59, 59));
/** The rate of the read model (the year's latest posting), else what the form gave at year end. */
const rateOf = (l: Line) => (l.rateBp !== null && l.basis ? { rateBp: l.rateBp, basis: l.basis } : withholdingOf(l.form, yearEnd(l.year)));

const MISC: Record<(typeof TAX_1099_MISC_COLUMNS)[number], CsvColumn<Line>['value']> = {
  year: (l) => l.year,
  account_id: (l) => l.accountId,
  payee_name: (l) => l.name,
  business_name: (l) => l.form?.businessName ?? '',
  tin_type: (l) => l.form?.tinType ?? '',
  tin_masked: (l) => maskTin(l.form?.tinLast4 ?? null, l.form?.tinType ?? null) ?? '',
  address_line1: (l) => l.form?.address.line1 ?? '',
  city: (l) => l.form?.address.city ?? '',
  state: (l) => l.form?.address.region ?? '',
  zip: (l) => l.form?.address.postal_code ?? '',
  currency: () => TAX_REPORT_CURRENCY,
  box2_royalties_cents: (l) => l.grossCents,
  federal_tax_withheld_cents: (l) => l.withheldCents,
};
const MISC_COLUMNS: CsvColumn<Line>[] = TAX_1099_MISC_COLUMNS.map((header) => ({ header, value: MISC[header] }));

const S1042: Record<(typeof TAX_1042_S_COLUMNS)[number], CsvColumn<Line>['value']> = {
  year: (l) => l.year,
  account_id: (l) => l.accountId,
  payee_name: (l) => l.name,
  form: (l) => l.form?.kind ?? 'none',
  country: (l) => l.form?.country ?? '',
  foreign_tin_masked: (l) => maskTin(l.form?.foreignTinLast4 ?? null, null) ?? '',
  income_code: () => INCOME_CODE_ROYALTIES,
  currency: () => TAX_REPORT_CURRENCY,
  gross_income_cents: (l) => l.grossUsCents,
  chapter3_exemption_code: (l) => exemptionCode(rateOf(l).rateBp, rateOf(l).basis),
  chapter3_rate_bp: (l) => rateOf(l).rateBp ?? TAX_LIMITS.statutoryRateBp,
  withholding_basis: (l) => rateOf(l).basis,
  tax_withheld_cents: (l) => l.withheldCents,
};
const S1042_COLUMNS: CsvColumn<Line>[] = TAX_1042_S_COLUMNS.map((header) => ({ header, value: S1042[header] }));
