/**
 * The TRAVEL_TIME_SCALE the browser tests' servers run with (playwright.config.ts): journeys last
 * 0.4 of what they last in play, so a real-time estimate read in a test is divided by it to give
 * what a player at the default settings is told.
 */
export const E2E_TRAVEL_TIME_SCALE = 0.4;
