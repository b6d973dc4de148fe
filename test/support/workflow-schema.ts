// GitHub's workflow parser imports its schema as a JSON module without an import attribute, which
// Node 20 refuses and jest only tolerates with a warning (an error in its next major).
// jest.config.js maps that one import here, where the same file is read as data.
import { readFileSync } from 'node:fs'

const parser = import.meta.resolve('@actions/workflow-parser')
const schema: unknown = JSON.parse(readFileSync(new URL('workflow-v1.0.min.json', parser), 'utf8'))

export default schema
