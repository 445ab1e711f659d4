import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { TAX_FORM_KINDS, TAX_REPORT_FORMS, type AdminTaxFormPage } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery } from '@soundpost/server-core/http';
import type { FastifyReply } from 'fastify';
import { parseListQuery } from '@soundpost/server-core/lists';
import { adminTaxFormsListSpec } from '../admin/admin-tax-forms.list';
import { AdminTaxFormsService } from '../admin/admin-tax-forms.service';
import { parseReportQuery, TaxReportService } from '../reports/tax-report.service';

@ApiTags('admin: tax')
@StaffOnly()
@ApiErrors(401, 403, 503)
@Controller('admin/tax')
export class AdminTaxController {
  constructor(
    private readonly forms: AdminTaxFormsService,
    private readonly reports: TaxReportService,
  ) {}

  @Get('forms')
  @ApiListQuery({ form: { type: 'string', enum: [...TAX_FORM_KINDS] }, status: { type: 'string', enum: ['current', 'superseded'] } })
  @ApiJson(200, 'AdminTaxFormPage', '`{ data, meta }`, newest first; TINs masked')
  @ApiErrors(400)
  list(@Query() query: Record<string, unknown>): Promise<AdminTaxFormPage> {
    return this.forms.list(parseListQuery(query, adminTaxFormsListSpec));
  }

  /** The year's 1099-MISC or 1042-S figures per payee, as CSV. */
  @Get('report')
  @ApiProduces('text/csv')
  @ApiQuery({ name: 'year', required: true, schema: { type: 'integer', example: 2026 } })
  @ApiQuery({ name: 'form', required: false, schema: { type: 'string', enum: [...TAX_REPORT_FORMS], default: '1099-misc' } })
  @ApiResponse({ status: 200, description: 'The report as CSV', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiErrors(422)
  async report(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const { year, form } = parseReportQuery(query);
    const csv = await this.reports.csv(year, form);
    await reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="soundpost-${form}-${year}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  }
}
