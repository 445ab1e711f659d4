import { registerSettings, settingInt, type DomainSettings } from '@soundpost/server-core/config';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { parseOfficeHours } from './office/office-hours';

/** The office hours production has when CHAT_OFFICE_HOURS is not set. */
export const PRODUCTION_OFFICE_HOURS = 'Mon-Fri 09:00-18:00';

/** The live chat's environment settings (docs/chat.md). */
export class ChatSettings implements DomainSettings {
  /**
   * When staff answer chats, e.g. "Mon-Fri 09:00-18:00" or "Mon-Fri 09:00-18:00, Sat 10:00-14:00";
   * empty: always open. Unset: always open in development and test, PRODUCTION_OFFICE_HOURS in production.
   */
  @IsOptional() @IsString()
  CHAT_OFFICE_HOURS?: string = undefined;

  /** The time zone of the office hours (IANA name). */
  @IsString()
  CHAT_TIMEZONE = 'Europe/Paris';

  /** Minutes a waiting chat may go without a staff answer before it becomes a ticket. */
  @settingInt() @IsInt() @Min(1) @Max(1440)
  CHAT_NO_ANSWER_MINUTES = 5;

  check(): string[] {
    const problems: string[] = [];
    try {
      new Intl.DateTimeFormat('en', { timeZone: this.CHAT_TIMEZONE });
    } catch {
      problems.push(`CHAT_TIMEZONE=${JSON.stringify(this.CHAT_TIMEZONE)}: must be an IANA time zone such as Europe/Paris`);
    }
    if (this.CHAT_OFFICE_HOURS) {
      try {
        parseOfficeHours(this.CHAT_OFFICE_HOURS);
      } catch (error) {
        problems.push(`CHAT_OFFICE_HOURS=${JSON.stringify(this.CHAT_OFFICE_HOURS)}: ${(error as Error).message}`);
      }
    }
    return problems;
  }

  /** The hours in force: the variable when set (empty: always open), otherwise by environment. */
  officeHours(isProduction: boolean): string {
    return (this.CHAT_OFFICE_HOURS ?? (isProduction ? PRODUCTION_OFFICE_HOURS : '')).trim();
  }
}

registerSettings(ChatSettings);
