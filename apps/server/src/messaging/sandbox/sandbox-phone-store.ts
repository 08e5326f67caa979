import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One message as the sandbox phone holds it: the rendered text, its buttons, and what the shopper answered. */
export type PhoneMessage = {
  id: string;
  to: string;
  template: string;
  language: string;
  text: string;
  buttons: { title: string; payload: string }[];
  at: string;
  /** What was answered: a button's title or typed text. */
  replies: { text: string; at: string }[];
};

export const wamid = () => `wamid.${randomBytes(18).toString('base64url')}`;

/** The sandbox platform's delivered messages: one JSON file per message in DATA_DIR/outbox-messages. */
export function createPhoneStore(dir: string) {
  const file = (id: string) => path.join(dir, `${id.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);
  async function write(message: PhoneMessage): Promise<void> {
    await mkdir(dir, { recursive: true });
    const target = file(message.id);
    await writeFile(`${target}.tmp`, JSON.stringify(message, null, 2));
    await rename(`${target}.tmp`, target);
  }
  return {
    write,
    async read(id: string): Promise<PhoneMessage | null> {
      try {
        return JSON.parse(await readFile(file(id), 'utf8')) as PhoneMessage;
      } catch {
        return null;
      }
    },
    /** Every message, oldest first. */
    async list(): Promise<PhoneMessage[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const all = await Promise.all(
        names
          .filter((n) => n.endsWith('.json'))
          .map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as PhoneMessage),
      );
      return all.sort((a, b) => a.at.localeCompare(b.at));
    },
  };
}

export type PhoneStore = ReturnType<typeof createPhoneStore>;
