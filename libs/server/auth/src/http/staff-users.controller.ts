import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ApiErrors, ApiJson, ApiListQuery, ApiPathParam } from '@soundpost/server-core/http';
import { Page, parseListQuery } from '@soundpost/server-core/lists';
import { STAFF_ONLY_MESSAGE } from '../auth.errors';
import { AdminOnly, CurrentUser } from '../guards/access.decorators';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { StaffUsersService } from '../users/staff-users.service';
import { staffUsersListSpec } from '../users/staff-users.list';
import { StaffUserResponse } from '../users/user.mapper';
import { ErrorResponse } from './admin-auth.responses';
import { CreateStaffUserDto, UpdateStaffUserDto } from './dto/staff-user.dto';

/** The back office's users screen: admin and manager accounts, for administrators only. */
@ApiTags('admin: users')
@ApiBearerAuth()
@AdminOnly(STAFF_ONLY_MESSAGE)
@ApiErrors(503)
@Controller('admin/users')
export class StaffUsersController {
  constructor(private readonly staff: StaffUsersService) {}

  /** `?q&role&sort=name|email|created_at|last_login_at&dir&page&per_page` (or react-admin's range/sort/filter). */
  @Get()
  @ApiListQuery({ role: { type: 'string' } })
  @ApiJson(200, 'StaffUserPage', '`{ data, meta }` and Content-Range')
  list(@Query() query: Record<string, unknown>): Promise<Page<StaffUserResponse>> {
    return this.staff.list(parseListQuery(query, staffUsersListSpec));
  }

  @Get(':id')
  @ApiPathParam()
  @ApiJson(200, 'StaffUser')
  @ApiNotFoundResponse({ type: ErrorResponse })
  get(@Param('id') id: string): Promise<StaffUserResponse> {
    return this.staff.get(id);
  }

  @Post()
  @ApiJson(201, 'StaffUser')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Field messages; `email_taken` for an address in use' })
  create(@Body() body: CreateStaffUserDto): Promise<StaffUserResponse> {
    return this.staff.createFromBackOffice(body);
  }

  @Put(':id')
  @ApiPathParam()
  @ApiJson(200, 'StaffUser')
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'Field messages; `email_taken`; `cannot_change_own_role`' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  update(@Param('id') id: string, @Body() body: UpdateStaffUserDto, @CurrentUser() me: AuthenticatedUser): Promise<StaffUserResponse> {
    return this.staff.update(id, body, me);
  }

  @Delete(':id')
  @ApiPathParam()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted (audited); the account and its tokens are gone' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: '`cannot_delete_self`' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async remove(@Param('id') id: string, @CurrentUser() me: AuthenticatedUser): Promise<void> {
    await this.staff.delete(id, me);
  }
}
