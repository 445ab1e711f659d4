import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { UserHeldDataResponse } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson, ApiPathParam } from '@soundpost/server-core/http';
import { UserDataService } from './user-data.service';

@ApiTags('admin: users')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/users')
export class AdminUserDataController {
  constructor(private readonly userData: UserDataService) {}

  @Get(':id/data-held')
  @ApiPathParam('id')
  @ApiJson(200, 'UserHeldDataResponse', 'What every domain holds about the account, one count per kind of record')
  @ApiErrors(401, 403, 404)
  dataHeld(@Param('id') id: string): Promise<UserHeldDataResponse> {
    return this.userData.heldAbout(id);
  }
}
