import { Injectable } from '@nestjs/common';
import { maskTin, type AdminTaxFormPage, type AdminTaxFormRow } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { applyListQuery, ListQuery, toPage } from '@soundpost/server-core/lists';
import type { TaxForm } from '../forms/tax-form.entity';
import { TaxFormsRepository } from '../forms/tax-forms.repository';
import { standingOf } from '../standing/tax-standing';
import { adminTaxFormsListSpec } from './admin-tax-forms.list';

/** The staff list of every form (react-admin). */
@Injectable()
export class AdminTaxFormsService {
  constructor(
    private readonly forms: TaxFormsRepository,
    private readonly users: UserSummariesService,
  ) {}

  async list(list: ListQuery, now: Date = new Date()): Promise<AdminTaxFormPage> {
    const qb = this.forms.adminListQuery();
    applyListQuery(qb, list, adminTaxFormsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    const contacts = await this.users.contacts(rows.map((r) => r.accountId));
    const data = rows.map((r) => toAdminRow(r, contacts.get(r.accountId) ?? null, now));
    return toPage(data, total, list, adminTaxFormsListSpec.resource);
  }
}

function toAdminRow(row: TaxForm, contact: { name: string | null; email: string | null } | null, now: Date): AdminTaxFormRow {
  return {
    id: row.id,
    account_id: row.accountId,
    account_email: contact?.email ?? null,
    account_name: contact?.name ?? null,
    form: row.kind,
    status: row.supersededAt ? 'superseded' : 'current',
    payee_name: row.payeeName,
    country: row.country,
    tin_masked: maskTin(row.tinLast4, row.tinType) ?? maskTin(row.foreignTinLast4, null),
    treaty_rate_bp: row.treatyRateBp,
    signed_at: new Date(row.signedAt).toISOString(),
    expires_at: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
    superseded_at: row.supersededAt ? new Date(row.supersededAt).toISOString() : null,
    standing: standingOf(row, now).status,
  };
}
