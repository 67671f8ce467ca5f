// class-transformer ships no types for its CJS paths; the storage singleton is typed in types/.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
