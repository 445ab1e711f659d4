import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson, Public } from '@soundpost/server-core/http';
import type { PublicPopupResponse } from '@soundpost/contracts';
import { PopupsService } from '../popups.service';

/** The site-wide popup host's call. No auth. */
@ApiTags('popups')
@ApiErrors(503)
@Public()
@Controller('popups')
export class PopupsController {
  constructor(private readonly popups: PopupsService) {}

  /** GET /popups: the active popups inside their time window, as an array of `{ id, title, message, type }`. */
  @Get()
  // Revalidated on every load: the window is evaluated now, and a just-published popup must show at once.
  @Header('Cache-Control', 'no-cache')
  @ApiJson(200, 'PublicPopupResponse[]', 'array of `{ id, title, message, type }`')
  list(): Promise<PublicPopupResponse[]> {
    return this.popups.listVisible();
  }
}
