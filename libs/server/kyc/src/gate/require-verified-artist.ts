import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { AuthErrors, AuthRequest, RequireAuth } from '@soundpost/server-auth';
import { KycErrors } from '../kyc.errors';
import { ArtistProfilesService } from '../profiles/artist-profiles.service';

/** Runs after the AuthGuard (which established the caller): the caller's documents must be approved. */
@Injectable()
export class VerifiedArtistGuard implements CanActivate {
  constructor(private readonly profiles: ArtistProfilesService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const auth = context.switchToHttp().getRequest<AuthRequest>().auth;
    if (!auth) throw AuthErrors.unauthenticated();
    if ((await this.profiles.documentStatusOf(auth.id)) !== 'approved') throw KycErrors.documentsNotApproved();
    return true;
  }
}

/**
 * The gate for every artist route beyond the verification page and the profile: an `artist` token
 * (401 otherwise) of an artist whose identity documents staff approved, else 403
 * `documents_not_approved` ('Your identity documents have not been approved yet.'), which the web
 * app turns into the verification page. On a class it covers every route.
 */
export function RequireVerifiedArtist(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    RequireAuth('artist'),
    UseGuards(VerifiedArtistGuard),
    ApiForbiddenResponse({ description: 'Identity documents not approved yet (`documents_not_approved`), or a blocked account' }),
  );
}
