/** Set by webpack's DefinePlugin (webpack.config.cjs): API base of the standalone page only. */
declare const __STANDALONE_API_BASE__: string;

/** CSS imports are extracted by webpack (mini-css-extract-plugin); they export nothing. */
declare module '*.css';

/** `import icon from 'bootstrap-icons/icons/x.svg?raw'`: the SVG text (webpack asset/source). */
declare module '*.svg?raw' {
  const source: string;
  export default source;
}
