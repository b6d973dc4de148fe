// Jest's transform for the suite's TypeScript: the types stripped and nothing else, as the
// isolated-modules tsconfig allows (`npm run typecheck` checks them). esbuild is the
// transpiler tsx runs on: a file takes it well under a millisecond, and no compiler is loaded.
import { transformSync } from 'esbuild'

export default {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: 'ts',
      format: 'esm',
      target: 'es2022',
      sourcemap: 'external',
      sourcefile: filename
    })
    return { code, map }
  }
}
