import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { AuthErrors } from '../auth.errors';
import { RequireStaff } from './auth.decorators';
import type { AuthRequest } from './authenticated-user';

/** After the staff check: only the admin role passes (managers may not manage staff users). */
@Injectable()
export class StaffAdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const auth = context.switchToHttp().getRequest<AuthRequest>().auth;
    if (!auth) throw AuthErrors.unauthenticated();
    if (!auth.roles.includes('admin')) throw AuthErrors.staffOnlyForAdmins();
    return true;
  }
}

/**
 * A back-office route for administrators only: a manager gets 403 `forbidden`, 'Only
 * administrators can manage staff users.'
 */
export function RequireStaffAdmin(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    RequireStaff(),
    UseGuards(StaffAdminGuard),
    ApiForbiddenResponse({ description: "A manager (`forbidden`, 'Only administrators can manage staff users.')" }),
  );
}
