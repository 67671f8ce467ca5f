// The federation runtime core for the remotes' containers, which are built without one
// (`experiments.externalRuntime`, decision 0008): the shell's runtime plugin, and the whole of a
// remote's standalone `federation-runtime.js`. The library's own provider plugin imports the
// CommonJS build, a second copy beside the ES one the bundler runtime uses.
import * as runtimeCore from '@module-federation/runtime-core';

runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;

export default function provideRuntimeCore() {
  return { name: 'provide-runtime-core' };
}
