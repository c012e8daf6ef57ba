import { expect, type Page } from '@playwright/test';

/** Fills and sends the register form the page shows, and waits for the characters page a new player lands on. */
export async function submitRegisterForm(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'Your Characters' })).toBeVisible();
}

/** Registers a player through the form at /register, as a visitor does. */
export async function registerThroughForm(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await submitRegisterForm(page, name, email, password);
}
