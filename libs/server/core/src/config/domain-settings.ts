import type { Provider, Type } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import { validateSync } from 'class-validator';

/**
 * A domain's own environment settings: a class with class-validator decorators and defaults, like
 * core's EnvironmentVariables. Optional settings are declared `= undefined` so their names are known.
 * `check()` returns cross-field problems as "VARIABLE: message".
 */
// Any class: `check` is optional, and a weak interface would refuse classes without it.
export type DomainSettings = object;

const checkOf = (value: object): (() => string[]) | undefined => {
  const check = (value as { check?: unknown }).check;
  return typeof check === 'function' ? () => (check as () => string[]).call(value) : undefined;
};

const registered = new Set<Type<DomainSettings>>();

/** Called where the class is declared, so `loadConfig` validates it at boot with core's settings. */
export function registerSettings(settings: Type<DomainSettings>): void {
  registered.add(settings);
}

export function registeredSettings(): Array<Type<DomainSettings>> {
  return [...registered];
}

/** The settings read from `env`, or the problems naming each bad variable. */
export function readSettings<T extends DomainSettings>(settings: Type<T>, env: NodeJS.ProcessEnv): { value: T; problems: string[] } {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(new settings())) if (env[key] !== undefined) raw[key] = env[key];
  const value = plainToInstance(settings, raw);
  const problems = validateSync(value).map((e) => `${e.property}=${JSON.stringify(raw[e.property] ?? '')}: ${Object.values(e.constraints ?? {}).join('; ')}`);
  const check = checkOf(value);
  if (!problems.length && check) problems.push(...check());
  return { value, problems };
}

/** Settings read at boot by `loadConfig`, by class; a domain injects its class (see `settingsProvider`). */
export type LoadedSettings = ReadonlyMap<Type<DomainSettings>, DomainSettings>;

export const SETTINGS_SOURCE = Symbol('SETTINGS_SOURCE');

/** Provides the domain's settings class as an injectable, from the values validated at boot. */
export function settingsProvider<T extends DomainSettings>(settings: Type<T>): Provider {
  return {
    provide: settings,
    inject: [SETTINGS_SOURCE],
    useFactory: (loaded: LoadedSettings) => {
      const value = loaded.get(settings);
      if (value) return value;
      // Registered after boot (a class loaded late): read now, refusing bad values the same way.
      const read = readSettings(settings, process.env);
      if (read.problems.length) throw new Error(`Invalid configuration:\n${read.problems.map((p) => `  - ${p}`).join('\n')}`);
      return read.value;
    },
  };
}

// The same conversions as core's own settings.
export const settingInt = () => Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)));
export const settingBool = () =>
  Transform(({ value }) =>
    value === undefined || value === ''
      ? undefined
      : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase())
        ? true
        : ['0', 'false', 'no', 'off'].includes(String(value).toLowerCase())
          ? false
          : value,
  );
export const settingText = () => Transform(({ value }) => (value === '' ? undefined : value));
