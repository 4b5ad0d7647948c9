/**
 * The one webpack + module-federation setup every front end uses (DESIGN §9):
 * remotes publish `mf-manifest.json` (publicPath 'auto', no dts); the host declares no remotes
 * and registers them at run time from /remote-config.json.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const require = createRequire(import.meta.url);
// webpack 5.111 ships its minimizer as `minimizer-webpack-plugin` (the terser-webpack-plugin successor).
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');

/** Shared singletons: one copy of each for the host and every remote. */
export const SHARED = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  // The host's renderer, so a remote can hydrate prerendered markup without a second copy of it.
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  '@wellness/ui': { singleton: true, requiredVersion: false },
};
// @wellness/contracts is deliberately not shared: it holds no state, and unshared each bundle keeps only
// what it imports (a shared module is never tree-shaken), so no page pays for every zod schema.

/**
 * Content-hashed entry file names. The federation runtime module (enhanced 2.9 on webpack 5.111) resolves the
 * entry chunk's file name while hashes are still being computed (module-federation/core#5077); only the folder
 * depth matters to it, so it gets the unhashed name then.
 */
const hashedEntryFilename = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';

const FEDERATION_RUNTIME_ESM = Object.fromEntries(
  ['runtime-core', 'sdk', 'error-codes'].map((pkg) => [
    `@module-federation/${pkg}$`,
    fileURLToPath(import.meta.resolve(`@module-federation/${pkg}`)),
  ]),
);

// One list for the builds and the gateway, which serves these twins (contracts' COMPRESSIBLE_FILE).
const COMPRESSIBLE_EXTENSIONS = require('@wellness/contracts/compressible-extensions.json');
const COMPRESSIBLE = new RegExp(`\\.(${COMPRESSIBLE_EXTENSIONS.join('|')})$`);

/** `mf-coach` → `mf_coach`: the container name (a JS identifier), as in contracts' federationName(). */
export const federationName = (name) => name.replace(/-/g, '_');

/**
 * @param {object} options
 * @param {string} options.name  package / deploy name (`shell`, `mf-coach`, ...)
 * @param {string} options.dir   the package folder (import.meta.dirname)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {string} [options.title]  host only: the HTML page title before metadata applies
 */
export function createFederatedConfig({
  name,
  dir,
  kind,
  exposes = {},
  title = 'Wellness Coaching',
}) {
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    const isHost = kind === 'host';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: isHost ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName(name),
        filename: production ? hashedEntryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        // The runtime's packages ship CommonJS and ES builds; the shell's runtime-core injector requires
        // the former while everything else imports the latter. One build for all: one runtime copy.
        alias: isHost ? FEDERATION_RUNTIME_ESM : {},
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules[\\/](?!@wellness)/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|avif|svg|gif)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: federationName(name),
          ...(isHost
            ? { remotes: {}, shareStrategy: 'loaded-first' }
            : { filename: 'remoteEntry.js', exposes, manifest: true }),
          shared: SHARED,
          dts: false,
          // One federation runtime per page: the shell provides it and remotes use it, rather than each
          // remoteEntry.js carrying its own ~90 KB copy that the phone must parse and run again.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        // Precompressed twins (.br, .gz) of every text asset, served by the gateway by Accept-Encoding.
        ...(production
          ? [
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                algorithm: 'gzip',
                filename: '[path][base].gz',
                compressionOptions: { level: 9 },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: './src/index.html',
                title,
                scriptLoading: 'defer',
                // A PNG: an SVG icon is parsed as a document on the page's main thread.
                favicon: './src/favicon.png',
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            test: /\.[cm]?js(\?.*)?$/i,
            extractComments: false,
          }),
          new MinimizerPlugin({ minify: webpack.css.syntax.cssMinify, test: /\.css$/i }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: isHost ? 3000 : undefined,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}
