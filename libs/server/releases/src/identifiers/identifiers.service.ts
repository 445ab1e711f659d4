import { Inject, Injectable } from '@nestjs/common';
import { gs1CheckDigit, isValidEan13, isValidUpc, normaliseGtin, normaliseIsrc as normaliseIsrcText, ISRC_PATTERN } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import type { EntityManager } from 'typeorm';
import { ReleaseErrors } from '../releases.errors';
import { IdentifiersRepository } from './identifiers.repository';

export function normaliseIsrc(value: string): string | null {
  const isrc = normaliseIsrcText(value);
  return ISRC_PATTERN.test(isrc) ? isrc : null;
}

export function normaliseUpc(value: string): string | null {
  const code = normaliseGtin(value.trim());
  return isValidUpc(code) || isValidEan13(code) ? code : null;
}

export function buildUpc(prefix: string, n: number): string {
  const width = 11 - prefix.length;
  const body = prefix + String(n).padStart(width, '0');
  return body + String(gs1CheckDigit(body));
}

export function buildIsrc(country: string, registrant: string, year: number, n: number): string {
  return `${country}${registrant}${String(year % 100).padStart(2, '0')}${String(n).padStart(5, '0')}`;
}

/** A rolled-back transaction rolls back its counter bump too, so a number is never handed out twice nor lost; a code typed by hand is skipped. */
@Injectable()
export class IdentifiersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counters: IdentifiersRepository,
  ) {}

  async nextIsrc(manager: EntityManager, now: Date = new Date()): Promise<string> {
    const { isrcCountry, isrcRegistrant } = this.config.identifiers;
    const year = now.getUTCFullYear();
    for (;;) {
      const n = await this.counters.bump(manager, 'isrc', `${isrcCountry}${isrcRegistrant}${year}`);
      if (n > 99_999) throw ReleaseErrors.identifiersExhausted('ISRC');
      const isrc = buildIsrc(isrcCountry, isrcRegistrant, year, n);
      if (!(await this.counters.isrcCarried(manager, isrc))) return isrc;
    }
  }

  async nextUpc(manager: EntityManager): Promise<string> {
    const { upcPrefix } = this.config.identifiers;
    const max = 10 ** (11 - upcPrefix.length) - 1;
    for (;;) {
      const n = await this.counters.bump(manager, 'upc', upcPrefix);
      if (n > max) throw ReleaseErrors.identifiersExhausted('UPC');
      const upc = buildUpc(upcPrefix, n);
      if (!(await this.counters.upcCarried(manager, upc))) return upc;
    }
  }
}
