import fs from 'node:fs';
import path from 'node:path';
import { registerSettings, settingBool, settingInt, type DomainSettings } from '@soundpost/server-core/config';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';

/** DDEX party ids are written without hyphens: PA-DPIDA-2014122301-Q → PADPIDA2014122301Q. */
export const DPID_PATTERN = /^PADPIDA[A-Z0-9]+$/;

/** A placeholder sender until the operator sets the DPID from its DDEX licence. */
export const DEFAULT_SENDER_DPID = 'PADPIDA0000000000Z';

const IsWholeNumberFrom = (min: number, max: number) =>
  ValidateBy({
    name: 'isWholeNumberFrom',
    validator: {
      validate: (value: unknown) => Number.isInteger(value) && (value as number) >= min && (value as number) <= max,
      defaultMessage: (args) => `${args?.property} must be a whole number from ${min} to ${max}`,
    },
  });

/** The delivery domain's environment settings (README "Configuration", docs/delivery.md). */
export class DeliverySettings implements DomainSettings {
  /** Our DDEX party id, hyphens allowed. */
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/-/g, '').toUpperCase() : value))
  @Matches(DPID_PATTERN, { message: 'DDEX_SENDER_DPID must be a DDEX party id such as PA-DPIDA-2014122301-Q' })
  DDEX_SENDER_DPID = DEFAULT_SENDER_DPID;

  @IsOptional() @IsString()
  DDEX_SENDER_NAME?: string = undefined;

  /** Folder of release-notification.xsd and allowed-value-sets.xsd; unset: messages are not validated. */
  @IsOptional() @IsString()
  DDEX_SCHEMA_DIR?: string = undefined;

  /** Messages are flagged TestMessage until this is true. */
  @settingBool() @IsBoolean()
  DDEX_LIVE_MESSAGES = false;

  /** Key sealing the targets' secrets; unset: a random one kept in DATA_DIR/delivery-key. */
  @IsOptional() @IsString()
  DELIVERY_SECRET_KEY?: string = undefined;

  /** How many times a store's run is tried before its deliveries end in error. */
  @settingInt() @IsWholeNumberFrom(1, 20)
  DELIVERY_MAX_ATTEMPTS = 4;

  get senderDpid(): string {
    return this.DDEX_SENDER_DPID;
  }

  get senderName(): string {
    return this.DDEX_SENDER_NAME?.trim() || 'Soundpost';
  }

  /** The schema folder, resolved; null: messages are not validated. */
  get schemaDir(): string | null {
    return this.DDEX_SCHEMA_DIR?.trim() ? path.resolve(this.DDEX_SCHEMA_DIR.trim()) : null;
  }

  get testMessages(): boolean {
    return !this.DDEX_LIVE_MESSAGES;
  }

  get maxAttempts(): number {
    return this.DELIVERY_MAX_ATTEMPTS;
  }

  check(): string[] {
    const dir = this.schemaDir;
    return dir && !fs.existsSync(path.join(dir, 'release-notification.xsd')) ? [`DDEX_SCHEMA_DIR: ${dir} holds no release-notification.xsd`] : [];
  }
}

registerSettings(DeliverySettings);
