import nodemailer from 'nodemailer';
import type { OutgoingMessage, Transport } from './types';

/** E-mail through any SMTP server, configured by one URL (smtp://user:pass@host:587). */
export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message: OutgoingMessage) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}
