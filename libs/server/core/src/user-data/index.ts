// What each domain holds about a user (@soundpost/server-core/user-data).
export * from './user-data-holder';
export * from './user-data-export';
export * from './user-data-erase';
