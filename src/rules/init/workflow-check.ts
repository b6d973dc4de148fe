// A workflow file read by GitHub's own workflow parser (the one behind its editor support), so
// `green-gate init` never leaves a file GitHub would refuse to run. Pure: text in, findings out.
import { convertWorkflowTemplate, parseWorkflow } from '@actions/workflow-parser'

/** Every error the parser and the conversion report, one line each, named by the file. */
export async function workflowFindings(path: string, text: string): Promise<string[]> {
  const findings: string[] = []
  const trace = {
    error: (message: string) => findings.push(`${path}: ${message}`),
    info: () => undefined,
    verbose: () => undefined
  }
  const parsed = parseWorkflow({ name: path, content: text }, trace)
  if (parsed.value === undefined) return [...findings, `${path}: GitHub's parser read no workflow`]
  const template = await convertWorkflowTemplate(parsed.context, parsed.value)
  return [
    ...findings,
    ...parsed.context.errors.getErrors().map((e) => e.message),
    ...(template.errors ?? []).map((e) => `${path}: ${e.Message}`)
  ]
}
