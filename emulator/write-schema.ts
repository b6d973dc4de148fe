// Writes github-schema.json, the cut of GitHub's published schema the emulator checks documents
// against first: run it with `npx tsx emulator/write-schema.ts` after changing SCHEMA_FIELDS or
// upgrading @octokit/graphql-schema (test/emulator/github-schema.test.ts says when).
import { readFileSync, writeFileSync } from 'node:fs'
import type { IntrospectionQuery } from 'graphql'
import { format } from 'prettier'
import { CUT, PUBLISHED } from './github-schema.js'
import { SCHEMA_FIELDS } from './github-schema-fields.js'
import { schemaSubset } from './schema-subset.js'

const published = JSON.parse(readFileSync(PUBLISHED, 'utf8')) as IntrospectionQuery
const cut = schemaSubset(published, SCHEMA_FIELDS)
writeFileSync(CUT, await format(JSON.stringify(cut), { parser: 'json' }))
