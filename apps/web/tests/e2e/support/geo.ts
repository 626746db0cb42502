// The platform under test trusts this header as its geo header (playwright.config.ts).
export const GEO_HEADER = 'x-test-country'
