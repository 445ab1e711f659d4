import { registerSettings, settingBool, settingInt, settingText, type DomainSettings } from '@soundpost/server-core/config';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

/** The settings as the scan, the rules and the centre read them. */
export interface FraudScanSettings {
  autoBlock: boolean;
  scanCron: string;
  /** Rule code → weight, over the rules' defaults. */
  ruleWeights: Record<string, number>;
  levelThresholds: { medium: number; high: number; critical: number };
  ipIgnoreRanges: string[];
  signupIpAccounts: number;
  signupIpWindowHours: number;
  payoutChangeHours: number;
  disposableDomains: string[];
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);
const pairs = (text: string) => Object.fromEntries(list(text).map((pair) => pair.split('=').map((s) => s.trim())).map(([k, v]) => [k, Number(v)]));

/** The fraud centre's environment settings (docs/fraud.md). */
export class FraudSettings implements DomainSettings, FraudScanSettings {
  /** Block a user whose score reaches the critical level. */
  @settingBool() @IsBoolean()
  FRAUD_AUTO_BLOCK = true;

  /** When the scheduled scan runs (cron, UTC). */
  @Matches(/^\S+( \S+){4,5}$/, { message: 'FRAUD_SCAN_CRON must be a cron expression of 5 or 6 fields' })
  FRAUD_SCAN_CRON = '0 * * * *';

  /** Rule weights over the defaults, e.g. `R1_SHARED_PAYPAL=50,R9_DISPOSABLE_EMAIL=5`. */
  @settingText() @IsOptional()
  @Matches(/^\s*[A-Z0-9_]+\s*=\s*\d{1,4}\s*(,\s*[A-Z0-9_]+\s*=\s*\d{1,4}\s*)*$/, { message: 'FRAUD_RULE_WEIGHTS must be CODE=weight pairs separated by commas' })
  FRAUD_RULE_WEIGHTS?: string = undefined;

  /** The lowest score of each level above low. */
  @Matches(/^\s*medium\s*=\s*\d{1,5}\s*,\s*high\s*=\s*\d{1,5}\s*,\s*critical\s*=\s*\d{1,5}\s*$/, { message: 'FRAUD_LEVEL_THRESHOLDS must read medium=N,high=N,critical=N' })
  FRAUD_LEVEL_THRESHOLDS = 'medium=25,high=50,critical=80';

  /** Address ranges the IP rules ignore (offices, carrier NAT, proxies): CIDRs separated by commas. */
  @IsString()
  FRAUD_IP_IGNORE_RANGES = '127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,fc00::/7,fe80::/10';

  /** This many accounts signing up from one address within FRAUD_SIGNUP_IP_WINDOW_HOURS is suspicious. */
  @settingInt() @IsInt() @Min(2) @Max(1000)
  FRAUD_SIGNUP_IP_ACCOUNTS = 3;

  @settingInt() @IsInt() @Min(1) @Max(720)
  FRAUD_SIGNUP_IP_WINDOW_HOURS = 24;

  /** A payout destination first used this many hours or less before a payout request counts as a change. */
  @settingInt() @IsInt() @Min(1) @Max(720)
  FRAUD_PAYOUT_CHANGE_HOURS = 48;

  /** E-mail domains of throwaway mailboxes, separated by commas. */
  @IsString()
  FRAUD_DISPOSABLE_DOMAINS = 'mailinator.com,guerrillamail.com,10minutemail.com,temp-mail.org,yopmail.com,trashmail.com,sharklasers.com,getnada.com,dispostable.com,maildrop.cc';

  get autoBlock(): boolean {
    return this.FRAUD_AUTO_BLOCK;
  }

  get scanCron(): string {
    return this.FRAUD_SCAN_CRON;
  }

  get ruleWeights(): Record<string, number> {
    return pairs(this.FRAUD_RULE_WEIGHTS ?? '');
  }

  get levelThresholds(): FraudScanSettings['levelThresholds'] {
    return pairs(this.FRAUD_LEVEL_THRESHOLDS) as FraudScanSettings['levelThresholds'];
  }

  get ipIgnoreRanges(): string[] {
    return list(this.FRAUD_IP_IGNORE_RANGES);
  }

  get signupIpAccounts(): number {
    return this.FRAUD_SIGNUP_IP_ACCOUNTS;
  }

  get signupIpWindowHours(): number {
    return this.FRAUD_SIGNUP_IP_WINDOW_HOURS;
  }

  get payoutChangeHours(): number {
    return this.FRAUD_PAYOUT_CHANGE_HOURS;
  }

  get disposableDomains(): string[] {
    return list(this.FRAUD_DISPOSABLE_DOMAINS).map((d) => d.toLowerCase());
  }

  /** The values as one plain object, in a fixed order: the scan hashes it to notice a change. */
  values(): FraudScanSettings {
    const { autoBlock, scanCron, ruleWeights, levelThresholds, ipIgnoreRanges, signupIpAccounts, signupIpWindowHours, payoutChangeHours, disposableDomains } = this;
    return { autoBlock, scanCron, ruleWeights, levelThresholds, ipIgnoreRanges, signupIpAccounts, signupIpWindowHours, payoutChangeHours, disposableDomains };
  }
}

registerSettings(FraudSettings);
