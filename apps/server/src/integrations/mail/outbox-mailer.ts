import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Writes every message as an .eml file under `dir` instead of sending it, and reports the links it
 * carries, so that a password reset works on a machine with no mail server.
 */
export function outboxMailer(options: {
  dir: string;
  from: string;
  onWritten: (file: string, links: string[]) => void;
}): Mailer {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await builder.sendMail({ from: options.from, ...message });
      await mkdir(options.dir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.dir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.onWritten(file, message.text.match(/https?:\/\/\S+/g) ?? []);
    },
  };
}
