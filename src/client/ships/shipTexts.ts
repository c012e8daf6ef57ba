/** Seed 000 §2 Character overview's text, shown by every ship app when no character is active. */
export const NO_CHARACTER = 'No character selected. Please select a character from the dashboard.';
