export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. a reminder's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends a message: to the outbox folder by default, by SMTP when SMTP_URL is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
