// Jest resolver for every project: Nx's (tsconfig path aliases), plus ESM-only packages.
// Some kept libraries (music-metadata, file-type and their tokenizers) publish only `import` /
// `module-sync` entry points. Node 24 loads them from our CommonJS build with require(esm), but
// jest's CommonJS runtime resolves with the `require` condition only and finds nothing, and Nx's
// fallback would then hand jest a `.d.ts`. So when the ordinary resolution fails, the package's
// ESM entry is taken instead; jest.preset.js lists these packages for transformation to CommonJS.
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
