import { DynamicModule, Module } from '@nestjs/common';
import { AuditHttpModule } from '@soundpost/server-audit';
import { AuthHttpModule } from '@soundpost/server-auth';
import { BillingHttpModule } from '@soundpost/server-billing';
import { CoreHttpModule } from '@soundpost/server-core';
import { DashboardsHttpModule } from '@soundpost/server-dashboards';
import { I18nHttpModule } from '@soundpost/server-i18n';
import { KycHttpModule } from '@soundpost/server-kyc';
import { PopupsHttpModule } from '@soundpost/server-popups';
import { ReleasesHttpModule } from '@soundpost/server-releases';
import { PlatformModule, PlatformOptions } from '@soundpost/server-platform';

/** The HTTP process: the platform plus every domain's controllers. */
@Module({})
export class AppModule {
  static forRoot(options: Omit<PlatformOptions, 'role'> & { role?: PlatformOptions['role'] }): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ role: 'api', ...options }), CoreHttpModule, AuthHttpModule, AuditHttpModule, KycHttpModule, BillingHttpModule, ReleasesHttpModule, I18nHttpModule, DashboardsHttpModule, PopupsHttpModule],
    };
  }
}
