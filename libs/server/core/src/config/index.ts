// Environment settings, validated at boot (@soundpost/server-core/config).
export * from './app-config';
export * from './config.module';
export * from './domain-settings';
