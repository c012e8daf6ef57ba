import { expect, type Page } from '@playwright/test';

/** Opens the newest mail to `email` with `subject` from the dev mailbox, waiting for it to arrive. */
export async function openMail(page: Page, email: string, subject: string): Promise<void> {
  const link = page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: subject }).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  await link.click();
}

/** Verifies `email` from its mailed link (ADMIN_EMAILS counts only a verified address). */
export async function verifyEmailFromMailbox(page: Page, email: string): Promise<void> {
  await openMail(page, email, 'Verify Email Address');
  await page.getByRole('link', { name: /\/email\/verify\// }).click();
  await expect(page.getByRole('status')).toHaveText('Your e-mail address has been verified.');
}
