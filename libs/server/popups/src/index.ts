export * from './popups.module';
export * from './popups-http.module';
export * from './popups.seed';
export * from './popups.errors';
export * from './popup.mapper';
export * from './popups.service';
export * from './html/popup-html';
