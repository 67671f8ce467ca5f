/** Set by webpack's DefinePlugin (webpack.config.cjs): API base of the standalone page only. */
declare const __STANDALONE_API_BASE__: string;
