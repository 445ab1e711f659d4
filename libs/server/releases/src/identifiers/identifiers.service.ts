import { Inject, Injectable } from '@nestjs/common';
import { gs1CheckDigit, isValidEan13, isValidUpc, normaliseGtin, normaliseIsrc as normaliseIsrcText, ISRC_PATTERN } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import type { EntityManager } from 'typeorm';
import { ReleaseErrors } from '../releases.errors';
import { IdentifiersRepository } from './identifiers.repository';

/** An ISRC after removing hyphens/spaces and upper-casing, or null when it is not a valid ISRC. */
export function normaliseIsrc(value: string): string | null {
  const isrc = normaliseIsrcText(value);
  return ISRC_PATTERN.test(isrc) ? isrc : null;
}

/** A release barcode (UPC-A 12 digits or EAN-13) without separators, or null when the check digit or length is wrong. */
export function normaliseUpc(value: string): string | null {
  const code = normaliseGtin(value.trim());
  return isValidUpc(code) || isValidEan13(code) ? code : null;
}

/** The 12-digit UPC-A for `prefix` and sequence `n`: prefix + zero-padded n + GS1 check digit. */
export function buildUpc(prefix: string, n: number): string {
  const width = 11 - prefix.length;
  const body = prefix + String(n).padStart(width, '0');
  return body + String(gs1CheckDigit(body));
}

/** The ISRC for country+registrant, a two-digit year and designation `n` (5 digits). */
export function buildIsrc(country: string, registrant: string, year: number, n: number): string {
  return `${country}${registrant}${String(year % 100).padStart(2, '0')}${String(n).padStart(5, '0')}`;
}

/**
 * Free identifiers (ISRC at track upload, UPC at submit). Each comes from a counter row per kind and
 * scope (ISRC: the year; UPC: the prefix) bumped with one upsert, which holds the row lock until the
 * caller's transaction ends: concurrent uploads get distinct numbers, and a number is never handed out
 * twice (a rolled-back transaction also rolls back its bump, so the number is not "used" either).
 * A code an artist typed by hand may already occupy the next number; it is skipped.
 */
@Injectable()
export class IdentifiersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly counters: IdentifiersRepository,
  ) {}

  /** Call inside the transaction that stores the track. */
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

  /** Call inside the transaction that submits the release. */
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
