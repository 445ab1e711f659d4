import type { Type } from '@nestjs/common';
import { ConfigError, loadConfig } from '../config/app-config';

/** The settings class as `loadConfig` reads it from `env`. */
export function settingsFrom<T extends object>(settings: Type<T>, env: NodeJS.ProcessEnv): T {
  return loadConfig(env).settings.get(settings) as T;
}

/** The message of the ConfigError `loadConfig` throws for `env`; throws when it accepts `env`. */
export function configProblems(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}
