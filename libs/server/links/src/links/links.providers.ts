import type { Provider, Type } from '@nestjs/common';
import { AdminLinksController } from '../http/admin-links.controller';
import { ArtistLinksController } from '../http/artist-links.controller';
import { AdminLinksService } from './admin-links.service';
import { LinksService } from './links.service';
import { ReleaseLinksRepository } from './release-links.repository';

/** The links themselves (made on submit, edited by the artist, disabled by staff): services and controllers. */
export const LINKS_PROVIDERS: Provider[] = [ReleaseLinksRepository, LinksService, AdminLinksService];
export const LINKS_CONTROLLERS: Type[] = [ArtistLinksController, AdminLinksController];
