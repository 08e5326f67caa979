import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** `headers` carries extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** SMTP when a URL is configured; otherwise each mail becomes an .eml file in the outbox folder. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (msg: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: opts.from, ...mail })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
      );
      // Written under a temporary name and renamed, so a reader never sees half a mail.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      opts.log(`mail to ${mail.to} written to ${file}`);
    },
  };
}
