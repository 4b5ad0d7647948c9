/** Stylesheets are bundled by webpack (mini-css-extract-plugin). */
declare module '*.css';
