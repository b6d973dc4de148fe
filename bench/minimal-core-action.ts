// The cold-start baseline's source: the least a node action built on @actions/core does, read one
// input and set one output. bench/minimal-core.ts bundles it at bench time; it never ships.
import * as core from '@actions/core'

core.setOutput('greeting', `hello, ${core.getInput('who')}`)
