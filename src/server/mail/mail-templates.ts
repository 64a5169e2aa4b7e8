import { SHOP } from '../../shared/shop';
import { escapeMarkup } from '../lib/escape-markup';

/** A message ready to send: a plain-text part and an HTML part carrying the same link. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about; written to the log when there is no SMTP server. */
  link: string;
}

/** The shop's mail page: its name in the header bar, the body given (HTML, escaped), the tagline below. */
export function mailPage(subject: string, shopName: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:#18181b;color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeMarkup(shopName)}</td></tr>
<tr><td style="padding:24px">${body}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#71717a">${escapeMarkup(shopName)} - ${escapeMarkup(SHOP.tagline)}</td></tr>
</table></body></html>
`;
}

/** The mail's one main action, as a button. */
export function mailButton(url: string, label: string, marginPx = 24): string {
  return `<p style="margin:${marginPx}px 0"><a href="${escapeMarkup(url)}" style="background:#f59e0b;color:#18181b;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeMarkup(label)}</a></p>`;
}

interface Layout {
  name: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}

/** The account mails speak with the shop's trading name (the business details), passed in by their sender. */
function render(subject: string, shopName: string, parts: Layout): MailContent {
  const greeting = parts.name.trim() ? `Hello ${parts.name.trim()},` : 'Hello,';
  const text = [
    greeting,
    '',
    parts.intro,
    '',
    `${parts.action}: ${parts.link}`,
    '',
    parts.outro,
    '',
    `${shopName} - ${SHOP.tagline}`,
    '',
  ].join('\n');
  const link = escapeMarkup(parts.link);
  const html = mailPage(
    subject,
    shopName,
    `
<p>${escapeMarkup(greeting)}</p>
<p>${escapeMarkup(parts.intro)}</p>
${mailButton(parts.link, parts.action, 28)}
<p style="font-size:13px;color:#52525b">If the button does not work, copy this link into your browser:<br><a href="${link}" style="color:#b45309;word-break:break-all">${link}</a></p>
<p style="font-size:13px;color:#52525b">${escapeMarkup(parts.outro)}</p>`,
  );
  return { subject, text, html, link: parts.link };
}

export function verificationMail(shopName: string, name: string, link: string): MailContent {
  return render(`Verify your email address for ${shopName}`, shopName, {
    name,
    intro: `Thank you for creating an account with ${shopName}. Please confirm that this is your email address so that you can complete checkout.`,
    action: 'Verify my email address',
    link,
    outro: 'The link works for 24 hours. If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetMail(shopName: string, name: string, link: string): MailContent {
  return render(`Reset your ${shopName} password`, shopName, {
    name,
    intro: `Someone asked to reset the password of your ${shopName} account. Choose a new password with the link below.`,
    action: 'Choose a new password',
    link,
    outro:
      'The link works for 1 hour and only once. If you did not ask for this, ignore this email: your password stays the same.',
  });
}

/** To the owner of an address someone tried to create a new account with (decision 009). */
export function signUpAttemptMail(shopName: string, name: string, link: string): MailContent {
  return render(`Someone tried to create a ${shopName} account with your email`, shopName, {
    name,
    intro: `Someone tried to create a new ${shopName} account with this email address, which already has an account. If this was you, you can simply sign in; if you have forgotten your password, choose a new one with the link below.`,
    action: 'Choose a new password',
    link,
    outro:
      'The link works for 1 hour and only once. If this was not you, ignore this email: nothing has changed and your password stays the same.',
  });
}

/** An owner's invitation to join the seller's team at a staff level. */
export function staffInvitationMail(
  shopName: string,
  name: string,
  invitedBy: string,
  levelLabel: string,
  link: string,
  days: number,
): MailContent {
  return render(`You are invited to the ${shopName} team`, shopName, {
    name,
    intro: `${invitedBy} has invited you to run the ${shopName} shop as ${levelLabel}. Set your password with the link below; you can then sign in and open the Admin Dashboard.`,
    action: 'Set my password and join',
    link,
    outro: `The link works for ${days} days and only once. If you did not expect this, ignore this email.`,
  });
}
