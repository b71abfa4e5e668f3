export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends a message: to the outbox folder by default, by SMTP when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
