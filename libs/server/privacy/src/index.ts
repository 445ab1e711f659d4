export * from './privacy.module';
export * from './privacy-http.module';
export { DATA_EXPORT_JOB, DataExportsService, type DataExportJob, type WrittenArchive } from './exports/data-exports.service';
export { DATA_EXPORT_EXPIRY_SCHEDULE } from './exports/data-exports.jobs';
export { PrivacySettings } from './privacy.settings';
export * from './mail/privacy-mail-templates';
export { PRIVACY_USER_DATA } from './user-data/privacy-user-data';
export { PRIVACY_USER_EXPORT } from './user-data/privacy-user-export';
