export * from './mail.service';
export * from './mail-delivery.service';
export * from './mail.module';
export * from './mail-http.module';
export * from './templates/mail-templates';
export * from './templates/render-mail-template';
