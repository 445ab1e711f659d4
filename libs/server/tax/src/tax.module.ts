import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@soundpost/server-auth';
import { settingsProvider } from '@soundpost/server-core/config';
import { NotificationsModule } from '@soundpost/server-notifications';
import { AdminTaxFormsService } from './admin/admin-tax-forms.service';
import { TaxForm } from './forms/tax-form.entity';
import { TaxFormsRepository } from './forms/tax-forms.repository';
import { TaxFormsService } from './forms/tax-forms.service';
import { TaxSecrets } from './forms/tax-secrets';
import './mail/tax-mail-templates';
import './notifications/tax-notification-templates';
import { TaxProfile } from './profiles/tax-profile.entity';
import { TaxProfilesRepository } from './profiles/tax-profiles.repository';
import { TaxFormReminder } from './reminders/tax-form-reminder.entity';
import { TaxRemindersJobs } from './reminders/tax-reminders.jobs';
import { TaxRemindersService } from './reminders/tax-reminders.service';
import { TaxReportService } from './reports/tax-report.service';
import { TaxStandingService } from './standing/tax-standing.service';
import { TaxSettings } from './tax.settings';

const services: Provider[] = [TaxStandingService, TaxFormsService, AdminTaxFormsService, TaxReportService, TaxRemindersService];

@Module({
  imports: [TypeOrmModule.forFeature([TaxProfile, TaxForm, TaxFormReminder]), AuthModule, NotificationsModule],
  providers: [settingsProvider(TaxSettings), TaxSecrets, TaxProfilesRepository, TaxFormsRepository, TaxRemindersJobs, ...services],
  exports: services,
})
export class TaxModule {}
