import { Injectable } from '@nestjs/common';
import type { User } from '../users/user.entity';

/**
 * The seam for the admin login's second step (spec 002 §2: "If the server requires a code, a code
 * step appears"). The identity issue replaces this provider with one that decides per account and
 * sends the e-mail code; until then the password alone logs a staff member in.
 */
@Injectable()
export class AdminLoginPolicy {
  requiresCode(_user: Pick<User, 'id' | 'email' | 'roles'>): boolean {
    return false;
  }
}
