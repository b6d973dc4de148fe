import { describe, expect, it } from '@jest/globals'
import { parseLedger, serializeLedger } from '../../../src/rules/ledger/codec.js'
import { newLedger } from '../../../src/rules/ledger/ledger.js'

const REF = { issue: 42, id: 'SUNfMTAwMQ==' }

describe("the ledger's status comment", () => {
  it('is kept through a write and a read', () => {
    const ledger = { ...newLedger('demo'), statusComment: REF }
    expect(parseLedger(serializeLedger(ledger))).toEqual({ ok: true, ledger })
  })

  it('is absent from a ledger that never had one, and from its text', () => {
    const text = serializeLedger(newLedger('demo'))
    expect(text).not.toContain('statusComment')
    expect(parseLedger(text)).toEqual({ ok: true, ledger: newLedger('demo') })
  })

  it.each([
    [{ issue: -1, id: 'x' }, 'statusComment.issue: expected a whole number, got -1'],
    [{ issue: 42, id: 7 }, 'statusComment.id: expected a string, got 7'],
    ['#42', 'statusComment: expected an object']
  ])('%j is refused, naming the field', (statusComment, message) => {
    const text = JSON.stringify({
      format: 'green-gate-ledger/1',
      program: 'demo',
      statusComment,
      entries: []
    })
    expect(parseLedger(text)).toEqual({ ok: false, message })
  })
})
