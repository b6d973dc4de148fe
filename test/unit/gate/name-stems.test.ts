import { describe, expect, it } from '@jest/globals'
import { stemMates, testStem } from '../../../src/rules/gate/name-stems.js'

describe('testStem', () => {
  it.each<[string, string | null]>([
    ['test/pricing.test.js', 'pricing'],
    ['src/pricing.spec.tsx', 'pricing'],
    ['src/__tests__/pricing.js', 'pricing'],
    ['pkg/pricing_test.go', 'pricing'],
    ['tests/test_pricing.py', 'pricing'],
    ['test_pricing.py', 'pricing'],
    ['pricing_test.py', 'pricing'],
    ['spec/pricing_spec.rb', 'pricing'],
    ['src/test/java/shop/PricingTest.java', 'pricing'],
    ['Shop.Tests/PricingTests.cs', 'pricing'],
    ['src/test/kotlin/PricingIT.kt', 'pricing'],
    ['tests/pricing.rs', 'pricing'],
    ['src/pricing.js', null],
    ['lib/latest.py', null],
    ['src/Contest.java', null]
  ])('%s', (path, stem) => {
    expect(testStem(path)).toBe(stem)
  })
})

describe('stemMates', () => {
  it.each<[string, string, boolean]>([
    ['test/pricing.test.js', 'src/pricing.js', true],
    ['test/pricing.test.ts', 'src/pricing/index.ts', true],
    ['src/__tests__/pricing.js', 'src/pricing.ts', true],
    ['pkg/shop/pricing_test.go', 'pkg/shop/pricing.go', true],
    ['tests/test_pricing.py', 'shop/pricing.py', true],
    ['spec/pricing_spec.rb', 'lib/pricing.rb', true],
    ['src/test/java/shop/PricingTest.java', 'src/main/java/shop/Pricing.java', true],
    ['tests/pricing.rs', 'src/pricing.rs', true],
    ['test/pricing.test.js', 'src/cart.js', false],
    ['test/pricing.test.js', 'src/pricingrules.js', false],
    // Not a test by its name or folder: no stem to match.
    ['src/pricing.js', 'lib/pricing.js', false]
  ])('%s and %s', (test, changed, mates) => {
    expect(stemMates(test, changed)).toBe(mates)
  })
})
