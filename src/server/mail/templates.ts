import type { MailMessage } from './mailer';
import { escapeHtml } from './escapeHtml';


interface ActionMail {
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  outro: string[];
}

/** One mail with a button, in text and in HTML (inline styles: mail clients ignore style sheets). */
function actionMail(to: string, mail: ActionMail): MailMessage {
  const text = [mail.greeting, '', ...mail.lines, '', `${mail.action.label}: ${mail.action.url}`, '', ...mail.outro, '', '— Starlane'].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px;color:#c8d3e6;font-size:15px;line-height:1.5">${escapeHtml(line)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#070b14;font-family:system-ui,sans-serif">
<div style="max-width:520px;margin:0 auto;padding:32px;background:#0f1729;border:1px solid #24406b;border-radius:12px">
<h1 style="margin:0 0 24px;color:#7fd4ff;font-size:20px;letter-spacing:.08em">STARLANE</h1>
${paragraph(mail.greeting)}${mail.lines.map(paragraph).join('')}
<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 20px;background:#1d6fd1;color:#fff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(mail.action.label)}</a></p>
${mail.outro.map(paragraph).join('')}
<p style="margin:24px 0 0;color:#7d8aa5;font-size:12px;word-break:break-all">If the button does not work, open this address: ${escapeHtml(mail.action.url)}</p>
</div></body></html>`;
  return { to, subject: mail.subject, text, html };
}

/** The password reset mail (Laravel's wording). */
export function resetPasswordMail(to: string, name: string, url: string, minutes: number): MailMessage {
  return actionMail(to, {
    subject: 'Reset Password Notification',
    greeting: `Hello ${name},`,
    lines: ['You are receiving this email because we received a password reset request for your account.'],
    action: { label: 'Reset Password', url },
    outro: [`This password reset link will expire in ${minutes} minutes.`, 'If you did not request a password reset, no further action is required.'],
  });
}

/** The e-mail verification mail (Laravel's wording). */
export function verifyEmailMail(to: string, name: string, url: string): MailMessage {
  return actionMail(to, {
    subject: 'Verify Email Address',
    greeting: `Hello ${name},`,
    lines: ['Please click the button below to verify your email address.'],
    action: { label: 'Verify Email Address', url },
    outro: ['If you did not create an account, no further action is required.'],
  });
}
