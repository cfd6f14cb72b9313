export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt?: string;
};

/** Reads the server's local mailbox (newest first). */
export async function readMailbox(baseUrl: string, to?: string): Promise<MailMessage[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const res = await fetch(`${baseUrl}/dev/mailbox.json${query}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  return (await res.json()) as MailMessage[];
}

/** Waits for a message to `to` whose text matches `pattern`; returns the first capture group. */
export async function waitForMail(
  baseUrl: string,
  to: string,
  pattern: RegExp,
  { after = 0, timeoutMs = 15_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = await readMailbox(baseUrl, to);
    for (const message of messages) {
      if (message.createdAt && Date.parse(message.createdAt) < after) continue;
      const match = pattern.exec(`${message.text}\n${message.html}`);
      if (match) return match[1] ?? match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}
