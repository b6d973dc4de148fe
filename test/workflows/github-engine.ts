// The templates as GitHub reads them: its own workflow parser (the one behind its editor support)
// and its own expression engine, so a job's `if:` and every `${{ }}` are judged the way a runner
// would judge them, not by a reading of ours.
import {
  convertWorkflowTemplate,
  isBasicExpression,
  parseWorkflow,
  type WorkflowTemplate
} from '@actions/workflow-parser'
import { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token'
import { data, Evaluator, Lexer, Parser } from '@actions/expressions'
import { truthy } from '@actions/expressions/result'
import type { Template } from './support.js'

export interface ParsedTemplate {
  name: string
  template: WorkflowTemplate
  /** Every `${{ }}` in the file, as the parser read it (several in one string become format()). */
  expressions: { line: number; expression: string }[]
  /** Errors and warnings from the parser and the conversion, one line each. */
  findings: string[]
}

export async function parseTemplate(file: Template): Promise<ParsedTemplate> {
  const findings: string[] = []
  const trace = {
    error: (message: string) => findings.push(`${file.label}: ${message}`),
    info: () => undefined,
    verbose: () => undefined
  }
  const parsed = parseWorkflow({ name: file.label, content: file.text }, trace)
  const root = parsed.value
  if (root === undefined) throw new Error(`${file.label}: GitHub's parser read no workflow`)
  const template = await convertWorkflowTemplate(parsed.context, root)
  findings.push(
    ...parsed.context.errors.getErrors().map((e) => e.message),
    ...(template.errors ?? []).map((e) => e.Message)
  )
  const expressions = [...TemplateToken.traverse(root)]
    .map(([, token]) => token)
    .filter(isBasicExpression)
    .map((token) => ({ line: token.line ?? 0, expression: token.expression }))
  return { name: file.name, template, expressions, findings }
}

/** What a run knows: the contexts an expression may read. */
export interface Contexts {
  github: Record<string, unknown>
  vars: Record<string, string>
  secrets: Record<string, string>
  inputs: Record<string, unknown>
  runner: Record<string, string>
  steps: Record<string, unknown>
}

// A job or step reached while everything before it succeeded, as ours are (no `needs`).
const STATUS = { success: true, always: true, failure: false, cancelled: false }
const statusFunctions = new Map(
  Object.entries(STATUS).map(([name, value]) => [
    name,
    { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value) }
  ])
)

/** One expression, evaluated by GitHub's engine; a parse or evaluation error throws. */
export function evaluate(expression: string, contexts: Contexts): data.ExpressionData {
  const { tokens } = new Lexer(expression).lex()
  const tree = new Parser(tokens, Object.keys(contexts), [...statusFunctions.values()]).parse()
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary
  return new Evaluator(tree, context, statusFunctions).evaluate()
}

export function isTrue(expression: string, contexts: Contexts): boolean {
  return truthy(evaluate(expression, contexts))
}

/** A string with its `${{ }}` filled in, as the runner fills a `with:` or `env:` value. */
export function expand(text: string, contexts: Contexts): string {
  return text.replace(/\$\{\{(.*?)\}\}/g, (_, expression: string) =>
    evaluate(expression, contexts).coerceString()
  )
}
