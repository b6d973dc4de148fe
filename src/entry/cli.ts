#!/usr/bin/env node
// The CLI's entry point, bundled to dist/cli/index.js (the package's `green-gate` bin).
import { main } from './cli/main.js'

process.exitCode = await main(process.argv.slice(2))
