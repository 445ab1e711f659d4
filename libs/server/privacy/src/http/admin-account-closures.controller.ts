import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ACCOUNT_CLOSURE_STATUSES, type AdminAccountClosurePage } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiListQuery } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';
import { adminAccountClosuresListSpec } from '../closing/account-closures.list';
import { AccountClosingService } from '../closing/account-closing.service';

/** Closed accounts and pending closures (takedowns on their way), for staff: no personal data, the account's id only. */
@ApiTags('admin: privacy')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/account-closures')
export class AdminAccountClosuresController {
  constructor(private readonly closing: AccountClosingService) {}

  @Get()
  @ApiListQuery({ status: { type: 'string', enum: [...ACCOUNT_CLOSURE_STATUSES] } })
  @ApiJson(200, 'AdminAccountClosurePage', '`{ data, meta }`, newest first; filter by status (`closing`: pending closures)')
  list(@Query() query: Record<string, unknown>): Promise<AdminAccountClosurePage> {
    return this.closing.adminList(parseListQuery(query, adminAccountClosuresListSpec));
  }
}
