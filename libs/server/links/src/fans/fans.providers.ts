import type { Provider, Type } from '@nestjs/common';
import { settingsProvider } from '@soundpost/server-core/config';
import { LinksSettings } from '../links.settings';
import { LinkPresaveController } from '../presave/http/link-presave.controller';
import { LinkPresavesRepository } from '../presave/link-presaves.repository';
import { PresaveProviders } from '../presave/presave-providers';
import { PresaveStates } from '../presave/presave-state';
import { PresaveService } from '../presave/presave.service';
import { FanLinksRepository } from './fan-links.repository';
import { LinkFansController } from './http/link-fans.controller';
import { LinkFansRepository } from './link-fans.repository';
import { LinkFansService } from './link-fans.service';
import { LinkSecrets } from './link-secrets';
import { ReleaseDayJobs } from './release-day.jobs';
import { ReleaseDayService } from './release-day.service';
import './links-mail-templates';

/** Pre-save (store authorisation) and "notify me on release day" (double opt-in), and the release-day job. */
export const FANS_PROVIDERS: Provider[] = [
  settingsProvider(LinksSettings),
  LinkSecrets,
  FanLinksRepository,
  LinkFansRepository,
  LinkFansService,
  LinkPresavesRepository,
  PresaveStates,
  PresaveProviders,
  PresaveService,
  ReleaseDayService,
  ReleaseDayJobs,
];
export const FANS_CONTROLLERS: Type[] = [LinkFansController, LinkPresaveController];
