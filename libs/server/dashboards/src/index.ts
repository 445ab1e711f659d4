export * from './dashboards.module';
export * from './dashboards-http.module';
export * from './stats/dashboards.service';
export * from './stats/dashboard.mapper';
