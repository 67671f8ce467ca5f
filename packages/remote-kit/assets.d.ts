// What webpack makes of non-code imports in every front end (@elearning/webpack-config).

/** `import icon from 'bootstrap-icons/icons/x.svg?raw'`: the SVG text (asset/source). */
declare module '*.svg?raw' {
  const source: string;
  export default source;
}

/** CSS imports are extracted by mini-css-extract-plugin; they export nothing. */
declare module '*.css';
