import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { resetConfigForTests } from "../config.ts";
import {
  findLinks,
  MailError,
  mailTransportName,
  parseRawEmail,
  readOutbox,
  sendMail,
  setMailTransportForTests,
} from "./mail.ts";

const ENV_KEYS = ["DATA_DIR", "SMTP_URL", "MAIL_FROM", "LOG_LEVEL"] as const;
let savedEnv: Record<string, string | undefined>;
let dataDir: string;
let logSpy: MockInstance<typeof console.log> | undefined;

beforeEach(async () => {
  savedEnv = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
  dataDir = await mkdtemp(path.join(tmpdir(), "skits-mail-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  process.env.MAIL_FROM = "Scripture Skits <no-reply@skits.test>";
  process.env.LOG_LEVEL = "info";
  resetConfigForTests();
  setMailTransportForTests(null);
});

afterEach(async () => {
  logSpy?.mockRestore();
  logSpy = undefined;
  for (const key of ENV_KEYS) {
    const value = savedEnv[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetConfigForTests();
  setMailTransportForTests(null);
  await rm(dataDir, { recursive: true, force: true });
});

/** Captures logger output (info goes to console.log) without printing it. */
function captureLog(): string[] {
  const lines: string[] = [];
  logSpy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  });
  return lines;
}

const RESET_LINK =
  "http://127.0.0.1:4321/reset-password?token=ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56&from=email";

describe("outbox transport (no SMTP_URL)", () => {
  it("writes an .eml file under DATA_DIR/outbox and logs its path and the links", async () => {
    const log = captureLog();
    expect(mailTransportName()).toBe("outbox");

    await sendMail({
      to: "teacher@church.test",
      subject: "Reset your password",
      text: `Hello,\n\nOpen this link to choose a new password: ${RESET_LINK}.\n\nSee also https://scriptureskits.test/faq`,
    });

    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{6}-[0-9a-f]{6}\.eml$/);
    const file = path.join(dataDir, "outbox", files[0]!);
    const raw = await readFile(file, "utf8");
    expect(raw).toMatch(/^To: teacher@church\.test$/m);
    expect(raw).toMatch(/^Subject: Reset your password$/m);
    expect(raw).toMatch(/^From: Scripture Skits <no-reply@skits\.test>$/m);

    expect(log).toHaveLength(1);
    expect(log[0]).toContain(file);
    expect(log[0]).toContain(RESET_LINK);
    expect(log[0]).toContain("https://scriptureskits.test/faq");
    // The full stop after the link is sentence punctuation, not part of the URL.
    expect(log[0]).not.toContain(`${RESET_LINK}.`);
  });

  it("logs nothing about links when the text has none, and respects LOG_LEVEL", async () => {
    const log = captureLog();
    await sendMail({ to: "a@b.test", subject: "Welcome", text: "Welcome to Scripture Skits!" });
    expect(log).toHaveLength(1);
    expect(log[0]).not.toContain("links:");

    process.env.LOG_LEVEL = "warn";
    await sendMail({ to: "a@b.test", subject: "Second", text: "Again" });
    expect(log).toHaveLength(1);
    expect(await readOutbox()).toHaveLength(2);
  });

  it("readOutbox returns the messages newest first with decoded fields", async () => {
    captureLog();
    const longLine = `${"Paz y gracia. ".repeat(12)}Fin.`;
    await sendMail({ to: "first@church.test", subject: "First", text: "one" });
    await sendMail({
      to: "segundo@iglesia.test",
      subject: "Restablecer contraseña — Scripture Skits",
      text: `¡Hola! Usa este enlace: ${RESET_LINK}\n${longLine}`,
      html: `<p>¡Hola! <a href="${RESET_LINK}">Restablecer</a></p>`,
    });

    const messages = await readOutbox();
    expect(messages.map((m) => m.to)).toEqual(["segundo@iglesia.test", "first@church.test"]);
    const [newest, oldest] = messages;
    expect(newest?.subject).toBe("Restablecer contraseña — Scripture Skits");
    expect(newest?.text).toBe(`¡Hola! Usa este enlace: ${RESET_LINK}\n${longLine}`);
    expect(newest?.html).toBe(`<p>¡Hola! <a href="${RESET_LINK}">Restablecer</a></p>`);
    expect(newest?.from).toBe("Scripture Skits <no-reply@skits.test>");
    expect(newest?.date).toBeInstanceOf(Date);
    expect(newest?.file.startsWith(path.join(dataDir, "outbox"))).toBe(true);
    expect(findLinks(newest?.text ?? "")).toEqual([RESET_LINK]);
    expect(oldest?.text).toBe("one");
    expect(oldest?.html).toBeUndefined();
  });

  it("readOutbox of a missing outbox is empty", async () => {
    expect(await readOutbox(path.join(dataDir, "nowhere"))).toEqual([]);
  });

  it("rejects with MailError when the outbox cannot be written", async () => {
    captureLog();
    // DATA_DIR is a file, so DATA_DIR/outbox cannot be created.
    const blocker = path.join(dataDir, "not-a-dir");
    await writeFile(blocker, "x");
    process.env.DATA_DIR = blocker;
    resetConfigForTests();
    await expect(sendMail({ to: "a@b.test", subject: "S", text: "T" })).rejects.toBeInstanceOf(MailError);
  });
});

describe("parseRawEmail", () => {
  it("decodes quoted-printable and base64 parts and encoded header words", () => {
    const raw = [
      "From: =?UTF-8?B?Sm9zw6k=?= <jose@x.test>",
      "To: b@x.test",
      "Subject: =?UTF-8?Q?Caf=C3=A9_time?=",
      "  =?UTF-8?Q?_again?=",
      'Content-Type: multipart/alternative; boundary="--b1"',
      "",
      "----b1",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "a=3Db caf=C3=A9 long=",
      "line",
      "----b1",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("<b>hi</b>").toString("base64"),
      "----b1--",
      "",
    ].join("\r\n");
    const parsed = parseRawEmail(raw);
    expect(parsed.from).toBe("José <jose@x.test>");
    expect(parsed.subject).toBe("Café time again");
    expect(parsed.text).toBe("a=b café longline");
    expect(parsed.html).toBe("<b>hi</b>");
  });
});

describe("SMTP transport (SMTP_URL set)", () => {
  interface Received {
    raw: string;
    rcptTo: string[];
    mailFrom: string | undefined;
    user: string | undefined;
  }

  async function startSmtpServer(options: { rejectRecipients?: boolean } = {}) {
    const received: Received[] = [];
    const server = new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "s3cret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onRcptTo(address, _session, callback) {
        if (options.rejectRecipients) callback(new Error(`Mailbox ${address.address} unavailable`));
        else callback();
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: mailFrom ? mailFrom.address : undefined,
            user: typeof session.user === "string" ? session.user : undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    return {
      port,
      received,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("delivers the message to the SMTP server with the URL's credentials", async () => {
    const log = captureLog();
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`;
      resetConfigForTests();
      expect(mailTransportName()).toBe("smtp");

      await sendMail({
        to: "teacher@church.test",
        subject: "Your skit was approved",
        text: `Good news! "David and Goliath" is now in the library: ${RESET_LINK}`,
        html: "<p>Good news!</p>",
      });

      expect(smtp.received).toHaveLength(1);
      const message = smtp.received[0]!;
      expect(message.rcptTo).toEqual(["teacher@church.test"]);
      expect(message.mailFrom).toBe("no-reply@skits.test");
      expect(message.user).toBe("mailer");
      const parsed = parseRawEmail(message.raw);
      expect(parsed.to).toBe("teacher@church.test");
      expect(parsed.subject).toBe("Your skit was approved");
      expect(parsed.text).toBe(`Good news! "David and Goliath" is now in the library: ${RESET_LINK}`);
      expect(parsed.html).toBe("<p>Good news!</p>");
      // Nothing goes to the outbox when SMTP is configured.
      expect(await readOutbox()).toEqual([]);
      expect(log).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("rejects with MailError (without the password) when the server refuses the message", async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    try {
      process.env.SMTP_URL = `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`;
      resetConfigForTests();
      const error = await sendMail({ to: "nobody@church.test", subject: "S", text: "T" }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(MailError);
      expect((error as MailError).message).toContain("nobody@church.test");
      expect((error as MailError).message).not.toContain("s3cret");
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

describe("setMailTransportForTests", () => {
  it("routes sendMail to the injected transport until reset", async () => {
    const sent: string[] = [];
    setMailTransportForTests({
      name: "memory",
      send: async (m) => {
        sent.push(m.subject);
      },
    });
    await sendMail({ to: "a@b.test", subject: "Injected", text: "x" });
    expect(sent).toEqual(["Injected"]);
    expect(mailTransportName()).toBe("memory");
    setMailTransportForTests(null);
    expect(mailTransportName()).toBe("outbox");
  });
});
