// ESM-only packages (music-metadata, file-type) have no `require` entry jest can resolve: when the ordinary
// resolution fails, the package's ESM entry is taken (jest.preset.js transforms them to CommonJS).
const nxResolver = require('@nx/jest/plugins/resolver');

module.exports = function resolve(request, options) {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (request.startsWith('.') || request.startsWith('/')) return nxResolver(request, options);
    try {
      return options.defaultResolver(request, { ...options, conditions: [...(options.conditions ?? ['require', 'default']), 'module-sync', 'import'] });
    } catch {
      return nxResolver(request, options);
    }
  }
};
