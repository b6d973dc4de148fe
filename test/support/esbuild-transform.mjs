// Jest's transform for the suite's TypeScript: the types stripped and nothing else, as the
// isolated-modules tsconfig allows (`npm run typecheck` checks them). esbuild is the
// transpiler tsx runs on: a file takes it well under a millisecond, and no compiler is loaded.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { transformSync } from 'esbuild'

// Jest runs each test file in a vm context, where every read of a global (`Math`, `Map`,
// `Buffer`…) goes through the context's interceptor: about a quarter of a microsecond, a hundred
// times a local's cost, in every loop of the code under test. Each module reads these built-ins
// from the context once, at its top, and its free references read that binding instead (esbuild's
// `define` leaves a name the module binds itself alone). The same objects, so the same code runs:
// only built-ins nothing replaces (the clock and timers, which fake timers swap, read as before).
const BUILT_INS = [
  'Object',
  'Function',
  'Array',
  'Number',
  'parseFloat',
  'parseInt',
  'Boolean',
  'String',
  'Symbol',
  'Promise',
  'RegExp',
  'Error',
  'RangeError',
  'SyntaxError',
  'TypeError',
  'JSON',
  'Math',
  'ArrayBuffer',
  'Uint8Array',
  'Uint16Array',
  'Uint32Array',
  'Int32Array',
  'Float64Array',
  'DataView',
  'Map',
  'BigInt',
  'Set',
  'WeakMap',
  'WeakSet',
  'Reflect',
  'isFinite',
  'isNaN',
  'encodeURIComponent',
  'decodeURIComponent',
  'Buffer',
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder'
]
const local = (name) => `__builtIn${name}`
const define = Object.fromEntries(BUILT_INS.map((name) => [name, local(name)]))
const banner = `const { ${BUILT_INS.map((name) => `${name}: ${local(name)}`).join(', ')} } = globalThis;`

// Jest keys its cache on the source and the config, not on this file: a change here must show.
const SELF = createHash('sha1')
  .update(readFileSync(new URL(import.meta.url)))
  .digest('hex')

export default {
  getCacheKey(source, filename, { configString }) {
    return createHash('sha1')
      .update(SELF)
      .update(source)
      .update(filename)
      .update(configString)
      .digest('hex')
  },
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'ts',
      format: 'esm',
      // Syntax left as written, for Node to run: an older target would drop an import's
      // `with { type: 'json' }`, which jest then warns of.
      target: 'esnext',
      sourcemap: 'external',
      sourcefile: filename,
      define,
      banner
    })
    return { code, map }
  }
}
