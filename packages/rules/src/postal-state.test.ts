import { describe, expect, it } from 'vitest'
import { AU_STATE_RANGES, deriveState, stateToSave } from './postal-state'

describe('Canada: first letter of the postal code → province (spec 1 §4)', () => {
  it.each([
    ['A1A 1A1', 'NL'],
    ['B3H 0A1', 'NS'],
    ['C1A 4P3', 'PE'],
    ['E1C 4M3', 'NB'],
    ['G1R 4P5', 'QC'],
    ['H2X 1Y4', 'QC'],
    ['J4K 5G4', 'QC'],
    ['K1A 0B1', 'ON'],
    ['L5B 1M2', 'ON'],
    ['M5V 3L9', 'ON'],
    ['N2L 3G1', 'ON'],
    ['P3A 4S5', 'ON'],
    ['R3C 4T3', 'MB'],
    ['S4P 3Y2', 'SK'],
    ['T2P 1J9', 'AB'],
    ['V6B 4Y8', 'BC'],
    ['X1A 2L9', 'NT'], // X is NT or NU; we choose NT
    ['X0A 0H0', 'NT'],
    ['Y1A 1C2', 'YT'],
    ['k1a0b1', 'ON'],
    [' m5v', 'ON'],
    ['D1A 1A1', null],
    ['W1A 1A1', null],
    ['12345', null],
  ])('CA %j → %s', (postal, expected) => {
    expect(deriveState('CA', postal)).toBe(expected)
  })
})

describe('Australia: postcode ranges → state (spec 1 §4)', () => {
  it.each([
    ['1000', 'NSW'],
    ['2000', 'NSW'],
    ['2599', 'NSW'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2619', 'NSW'],
    ['2899', 'NSW'],
    ['2900', 'ACT'],
    ['2920', 'ACT'],
    ['2921', 'NSW'],
    ['2999', 'NSW'],
    ['0200', 'ACT'],
    ['0299', 'ACT'],
    ['3000', 'VIC'],
    ['3999', 'VIC'],
    ['8000', 'VIC'],
    ['8999', 'VIC'],
    ['4000', 'QLD'],
    ['4999', 'QLD'],
    ['9000', 'QLD'],
    ['9999', 'QLD'],
    ['5000', 'SA'],
    ['5999', 'SA'],
    ['6000', 'WA'],
    ['6999', 'WA'],
    ['7000', 'TAS'],
    ['7999', 'TAS'],
    ['0800', 'NT'],
    ['0999', 'NT'],
    ['800', 'NT'], // leading zero dropped
    ['0100', null], // gap below ACT
    ['0300', null], // gap between ACT and NT
    ['0799', null],
    ['200A', null],
    ['20000', null],
    [' 3000 ', 'VIC'],
  ])('AU %j → %s', (postal, expected) => {
    expect(deriveState('AU', postal)).toBe(expected)
  })
  it('ranges cover 1000–9999 without overlap', () => {
    for (let n = 1000; n <= 9999; n++) {
      expect(AU_STATE_RANGES.filter((r) => n >= r.from && n <= r.to)).toHaveLength(1)
    }
  })
})

describe('other countries and inputs', () => {
  it.each([
    ['US', '90210'],
    ['DE', '10115'],
    [null, 'K1A 0B1'],
    ['CA', ''],
    ['CA', null],
  ])('%j %j → null', (country, postal) => {
    expect(deriveState(country, postal)).toBeNull()
  })
  it('country is case-insensitive', () => {
    expect(deriveState('au', '2000')).toBe('NSW')
  })
})

describe('stateToSave (spec 1 §4: only when state is empty and postal code is given)', () => {
  it.each([
    [{ country: 'CA', postalCode: 'K1A 0B1', state: '' }, 'ON'],
    [{ country: 'CA', postalCode: 'K1A 0B1', state: null }, 'ON'],
    [{ country: 'AU', postalCode: '3000', state: undefined }, 'VIC'],
    [{ country: 'CA', postalCode: 'K1A 0B1', state: 'QC' }, null], // the player's choice stays
    [{ country: 'CA', postalCode: '', state: '' }, null],
    [{ country: 'CA', postalCode: '  ', state: '' }, null],
    [{ country: 'DE', postalCode: '10115', state: '' }, null],
  ])('%j → %s', (input, expected) => {
    expect(stateToSave(input)).toBe(expected)
  })
})
