// The operator key the journeys' platform runs with (playwright.config.ts), for operator endpoints.
export const JOURNEY_OPERATOR_KEY = 'journey-operator-key-not-a-secret'
