import type { Transporter } from 'nodemailer';
import { loadOnce } from '../loadOnce';
import type { StoragePort } from '../storage/port';

// Sends the outbox (mail written in the same unit of work as what caused it) over SMTP_URL.
// A failing or slow mail server never fails or holds up a request: sending happens after the
// response, and a mail that could not go is tried again later with a growing delay. Every API
// process sends the same outbox: a sender claims the mails it sends for MAIL_LEASE_MS, so that
// two processes flushing at once never both send one mail.

/** After the nth failed attempt, wait this long before the next (capped at an hour). */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** attempts, 3_600_000);
/** A mail still failing after this many attempts is left in the outbox, no longer tried. */
const MAX_ATTEMPTS = 10;
const BATCH = 20;
/** How long a claimed mail is its sender's; one whose sender died goes after it. */
export const MAIL_LEASE_MS = 10 * 60_000;

export interface MailDelivery {
  /** Sends what is due now; resolves with how many went out. Never throws. */
  flush(): Promise<number>;
  /** A flush soon, without waiting for it (after a unit of work that wrote mail). */
  kick(): void;
  /** Resolves once the sends asked for so far (by kick or flush) are done. */
  idle(): Promise<void>;
  close(): void;
}

export function mailDelivery(
  store: Pick<StoragePort, 'mailOutbox'>,
  options: { smtpUrl: string; from: string; log?: (message: string, error?: unknown) => void },
): MailDelivery {
  // nodemailer is loaded by the first send, not at start (issue 30): most starts send nothing.
  let transport: Transporter | null = null;
  const openTransport = loadOnce(() =>
    import('nodemailer').then(
      ({ default: nodemailer }) => (transport = nodemailer.createTransport(options.smtpUrl)),
    ),
  );
  // Sends run one after another, so a mail is never sent twice by this process, and a flush
  // asked for while one runs reads the outbox again after it (a mail written since is sent).
  let queue: Promise<unknown> = Promise.resolve();
  // The latest kick's flush: it is queued after every earlier one.
  let kicked: Promise<unknown> = Promise.resolve();

  async function sendDue(): Promise<number> {
    let sent = 0;
    const leaseEnds = Date.now() + MAIL_LEASE_MS;
    const claimed = await store.mailOutbox.claimDue(
      new Date().toISOString(),
      new Date(leaseEnds).toISOString(),
      BATCH,
    );
    for (const mail of claimed) {
      // Past the lease the rest of the batch may be another sender's: they go at its next flush.
      if (Date.now() >= leaseEnds) break;
      if (mail.attempts >= MAX_ATTEMPTS) continue;
      try {
        await (
          await openTransport()
        ).sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await store.mailOutbox.markSent(mail.id);
        sent += 1;
      } catch (error) {
        options.log?.(`Mail to the outbox's ${mail.id} failed; trying again later`, error);
        const retryAt = new Date(Date.now() + retryDelayMs(mail.attempts)).toISOString();
        await store.mailOutbox.markFailed(mail.id, retryAt);
      }
    }
    return sent;
  }

  const flush = (): Promise<number> => {
    const run = queue.then(sendDue).catch((error: unknown) => {
      options.log?.('The mail outbox could not be read', error);
      return 0;
    });
    queue = run;
    return run;
  };

  return {
    flush,
    kick() {
      kicked = new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
    },
    async idle() {
      await kicked;
      await queue;
    },
    close() {
      transport?.close();
    },
  };
}
