// Core's Nest modules. Each mechanism has its own entry point, @soundpost/server-core/<mechanism>
// (config, database, http, lists, storage, mail, jobs, ...), so a domain imports only what it uses.
export * from './core.module';
export * from './core-http.module';
