// The prerender runs the remote's components in Node, where their stylesheet imports mean nothing.
require.extensions['.css'] = (module) => {
  module.exports = {};
};
