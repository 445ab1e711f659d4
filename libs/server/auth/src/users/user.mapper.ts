import { ApiProperty } from '@nestjs/swagger';
import type { AdminUser, StaffUser } from '@soundpost/contracts';
import type { User } from './user.entity';

export class AdminUserResponse implements AdminUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: [String], example: ['admin'] }) roles!: string[];
}

export function toAdminUserResponse(user: Pick<User, 'id' | 'name' | 'email' | 'roles'>): AdminUser {
  return { id: user.id, name: user.name, email: user.email, roles: [...user.roles] };
}

export class StaffUserResponse extends AdminUserResponse implements StaffUser {
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_login_at!: string | null;
}

export function toStaffUserResponse(user: Pick<User, 'id' | 'name' | 'email' | 'roles' | 'createdAt' | 'lastLoginAt'>): StaffUser {
  return { ...toAdminUserResponse(user), created_at: user.createdAt.toISOString(), last_login_at: user.lastLoginAt?.toISOString() ?? null };
}
