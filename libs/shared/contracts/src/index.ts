// No imports from any package, so the server, the web app, the back office and the CLI can all depend on it.

export * from './util/one-of';

export * from './validation/result';
export * from './validation/password';
export * from './validation/email';
export * from './validation/iban';
export * from './validation/phone';
export * from './validation/iso2';
export * from './validation/postal-code';
export * from './validation/start-point';
export * from './validation/copyright-year';
export * from './validation/date';
export * from './validation/gtin';
export * from './validation/isrc';
export * from './validation/verification-code';
export * from './validation/language-code';
export * from './validation/upload-file';
export * from './validation/payout-request';
export * from './validation/json-text';
export * from './validation/wallet-adjust';
export * from './validation/popup-html';

export * from './money/money';

export * from './status/status-color';
export * from './status/release-status';
export * from './status/release-workflow-stage';
export * from './status/ticket-status';
export * from './status/payout-status';
export * from './status/wallet-transaction';
export * from './status/subscription-status';
export * from './status/billing-transaction-status';
export * from './status/document-status';
export * from './status/fraud-level';
export * from './status/popup-type';
export * from './status/audit-event';

export * from './constants/languages';
export * from './constants/storage-keys';
export * from './constants/uploads';
export * from './constants/wallet';
export * from './constants/page-sizes';
export * from './constants/timing';
export * from './constants/ui';
export * from './constants/catalog';
export * from './constants/identity';
export * from './constants/roles';
export * from './constants/account-roles';

export * from './plans/plans';

export * from './messages/common.messages';
export * from './messages/auth.messages';
export * from './messages/login.messages';
export * from './messages/kyc.messages';
export * from './messages/document.messages';
export * from './messages/release.messages';
export * from './messages/release-api.messages';
export * from './messages/track.messages';
export * from './messages/artwork.messages';
export * from './messages/payout.messages';
export * from './messages/billing.messages';
export * from './messages/support.messages';
export * from './messages/account.messages';
export * from './messages/admin.messages';
export * from './messages/password-change.messages';
export * from './messages/team.messages';
export * from './messages/step-up.messages';

export * from './http/api-error';
export * from './http/pagination';

export * from './format/display';
export * from './format/release-number';
export * from './format/copyright-line';

export * from './api/common';
export * from './api/auth';
export * from './api/kyc';
export * from './api/releases';
export * from './api/dashboards';
export * from './api/audit';
export * from './api/i18n';
export * from './api/popups';
export * from './api/billing';
export * from './api/support';
export * from './api/notifications';
export * from './api/fraud';
export * from './api/royalties';
export * from './api/wallet';
export * from './format/audit-sentence';
export * from './api/delivery';
export * from './api/user-data';
export * from './api/stats';
export * from './api/links';
export * from './api/teams';
export * from './api/label-reports';
export * from './api/chat';
export * from './api/privacy';
export * from './api/tax';
