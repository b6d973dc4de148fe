import { describe, expect, it } from '@jest/globals'
import { importReaches, importsOf, type TestImport } from '../../../src/rules/gate/test-imports.js'

const path = (p: string): TestImport => ({ kind: 'path', path: p })
const mod = (name: string): TestImport => ({ kind: 'module', name })

describe('importsOf', () => {
  it.each<[string, string, TestImport[] | null]>([
    [
      'test/checkout.test.js',
      "import { total } from '../src/pricing.js'\nconst cart = require('../src/cart')\nimport 'jest-extended'",
      [path('src/pricing'), mod('jest-extended'), path('src/cart')]
    ],
    [
      'packages/a/test/x.test.ts',
      "export { y } from './helpers'\nimport type { B } from '@acme/b/types'\njest.mock('../lib/db')",
      [path('packages/a/test/helpers'), mod('b'), path('packages/a/lib/db')]
    ],
    [
      'tests/test_checkout.py',
      'from .fixtures import cart\nfrom ..shop.pricing import total\nimport os, shop.cart as c\nfrom shop import tax\nfrom . import helpers',
      [
        path('tests/fixtures'),
        path('shop/pricing'),
        mod('shop'),
        path('tests/__init__'),
        mod('os'),
        mod('cart')
      ]
    ],
    [
      'pkg/shop/checkout_test.go',
      'package shop\n\nimport (\n\t"testing"\n\tp "example.com/acme/shop/pricing"\n)\n',
      [mod('testing'), mod('pricing')]
    ],
    ['pkg/shop/one_test.go', 'package shop\nimport "example.com/acme/tax"\n', [mod('tax')]],
    ['spec/pricing_spec.rb', "require 'pricing'", null]
  ])('%s', (file, text, expected) => {
    expect(new Set(importsOf(file, text)?.map((i) => JSON.stringify(i)))).toEqual(
      new Set(expected?.map((i) => JSON.stringify(i)))
    )
    expect(importsOf(file, text) === null).toBe(expected === null)
  })
})

describe('importReaches', () => {
  it.each<[TestImport, string, boolean]>([
    [path('src/pricing'), 'src/pricing.ts', true],
    [path('src/pricing'), 'src/pricing/index.js', true],
    // Beside the imported module: it may load it.
    [path('src/pricing'), 'src/cart.js', true],
    [path('src/pricing'), 'src/lib/round.js', true],
    [path('src/pricing'), 'scripts/release.js', false],
    [path('tests/__init__'), 'tests/helpers.py', true],
    [path('tests/__init__'), 'shop/cart.py', false],
    [path('packages/a/src/x'), 'packages/b/src/y.js', false],
    [mod('b'), 'packages/b/src/y.js', true],
    [mod('pricing'), 'pkg/pricing/round.go', true],
    [mod('pricing'), 'shop/pricing.py', true],
    [mod('testing'), 'pkg/shop/cart.go', false]
  ])('%j reaches %s', (imported, changed, reaches) => {
    expect(importReaches(imported, changed)).toBe(reaches)
  })
})
