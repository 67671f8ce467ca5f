declare module '*.svg?raw' {
  const source: string;
  export default source;
}
declare module '*.css';
