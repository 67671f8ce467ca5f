/** Set by webpack's DefinePlugin (webpack.config.cjs): API base of the standalone page only. */
declare const __STANDALONE_API_BASE__: string;

/** CSS imports are extracted by webpack (mini-css-extract-plugin); they export nothing. */
declare module '*.css';
